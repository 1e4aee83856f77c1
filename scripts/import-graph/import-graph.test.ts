import path from "node:path";
import { describe, expect, it } from "vitest";
import { findFolderCycles, folderOf } from "./folder-cycles";
import { isProductSource, readImports } from "./read-imports";

const ROOT = path.resolve(__dirname, "../..");

describe("folderOf", () => {
  it.each([
    ["lib/db/transcript-queries.ts", "lib/db"],
    ["lib/services/sweeps/index.ts", "lib/services"],
    ["lib/errors.ts", "lib/errors.ts"],
    ["app/api/transcripts/route.ts", "app"],
    ["components/ui/button.tsx", "components"],
    ["instrumentation.ts", "instrumentation.ts"],
  ])("%s counts in %s", (file, folder) => {
    expect(folderOf(file)).toBe(folder);
  });
});

describe("isProductSource", () => {
  it.each([
    ["lib/db/client.ts", true],
    ["components/session/token-curve.tsx", true],
    ["lib/db/client.test.ts", false],
    ["lib/db/testing/temp-database.ts", false],
    ["app/api/_testing/fuzz-seed.ts", false],
    ["scripts/serve.d.mts", false],
    ["lib/summaries/README.md", false],
  ])("%s: %s", (file, expected) => {
    expect(isProductSource(file)).toBe(expected);
  });
});

describe("findFolderCycles", () => {
  const edge = (from: string, to: string) => ({ from, to });

  it("finds none in layers that point one way", () => {
    const edges = [
      edge("app/page.tsx", "lib/services/a.ts"),
      edge("lib/services/a.ts", "lib/db/q.ts"),
      edge("lib/db/q.ts", "lib/contracts/dto.ts"),
      edge("lib/services/a.ts", "lib/contracts/dto.ts"),
    ];
    expect(findFolderCycles(edges)).toEqual([]);
  });

  it("ignores imports inside one folder", () => {
    expect(
      findFolderCycles([edge("lib/db/a.ts", "lib/db/b.ts"), edge("lib/db/b.ts", "lib/db/a.ts")]),
    ).toEqual([]);
  });

  it("finds a loop of two folders with the imports that close it", () => {
    const back = edge("lib/jobs/handlers.ts", "lib/services/sweeps.ts");
    const cycles = findFolderCycles([edge("lib/services/sweeps.ts", "lib/jobs/queue.ts"), back]);
    expect(cycles).toEqual([
      {
        folders: ["lib/jobs", "lib/services"],
        edges: [edge("lib/services/sweeps.ts", "lib/jobs/queue.ts"), back],
      },
    ]);
  });

  it("finds a loop through three folders, and keeps a folder outside it out", () => {
    const cycles = findFolderCycles([
      edge("lib/db/client.ts", "lib/auth/workspace.ts"),
      edge("lib/auth/workspace.ts", "lib/http/cookies.ts"),
      edge("lib/http/cookies.ts", "lib/db/client.ts"),
      edge("lib/http/cookies.ts", "lib/errors.ts"),
    ]);
    expect(cycles.map((cycle) => cycle.folders)).toEqual([["lib/auth", "lib/db", "lib/http"]]);
    expect(cycles[0]!.edges).toHaveLength(3);
  });
});

describe("readImports", () => {
  it("reads static, type-only and dynamic imports of this file's own folder", () => {
    const edges = readImports(ROOT, ["scripts"]).filter(
      ({ from }) => from === "scripts/import-graph.ts",
    );
    expect(edges.map(({ to }) => to).sort()).toEqual([
      "scripts/import-graph/folder-cycles.ts",
      "scripts/import-graph/read-imports.ts",
    ]);
  });
});

describe("the tree", () => {
  it("has no import cycle between folders (npm run graph lists the imports that close one)", () => {
    const cycles = findFolderCycles(
      readImports(ROOT, ["lib", "app", "components", "scripts", "e2e"]),
    );
    expect(cycles.map(({ folders, edges }) => ({ folders, edges: edges.length }))).toEqual([]);
  });
});
