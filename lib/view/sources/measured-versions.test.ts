import { describe, expect, it } from "vitest";
import { makeMatrixRow } from "@/lib/conformance/testing/make-matrix-row";
import { readVersionsMatrix } from "@/lib/conformance/read-matrix";
import { measuredVersionId, toMeasuredVersions } from "./measured-versions";

const matrixOf = (rows: ReturnType<typeof makeMatrixRow>[]) => ({
  measuredAt: "2026-11-26T13:00:00.000Z",
  versions: [...new Set(rows.map((row) => row.version))],
  rows,
});

describe("toMeasuredVersions", () => {
  it("gives one entry per version, oldest first, with its settings and its 200K-window finding", () => {
    const rows = [
      makeMatrixRow({
        version: "2.1.22",
        setting: "1m",
        preTokens: 967_000,
        measuredAt: "2026-11-20T10:00:00.000Z",
      }),
      makeMatrixRow({
        version: "2.1.22",
        kind: "native",
        preTokens: 167_000,
        countingRule: "usage + estimate of what follows (+8 here)",
        measuredAt: "2026-11-25T10:00:00.000Z",
      }),
      makeMatrixRow({ version: "2.0.8", measuredAt: "2026-11-19T10:00:00.000Z" }),
      // A Codex CLI row is no Claude Code release: /conformance lists it in its own section.
      makeMatrixRow({ harness: "codex", version: "0.169.0", setting: "default" }),
      makeMatrixRow({
        version: "2.1.153",
        preTokens: null,
        countingRule: "unknown",
        measuredAt: "2026-11-26T10:00:00.000Z",
      }),
      makeMatrixRow({
        version: "2.1.153",
        setting: "200k+window-env",
        preTokens: 167_000,
        countingRule: "usage + estimate of what follows (+8 here)",
        measuredAt: "2026-11-26T09:00:00.000Z",
      }),
      makeMatrixRow({
        version: "2.1.69",
        setting: "200k+window-env",
        preTokens: 167_000,
        measuredAt: "2026-11-26T09:00:00.000Z",
      }),
    ];
    expect(toMeasuredVersions(matrixOf(rows))).toEqual([
      {
        id: "measured-2-0-8",
        version: "2.0.8",
        measuredOn: "2026-11-19",
        build: "the npm package",
        settings: ["200k"],
        finding: "compacts at 155,000 with a 200K window, counting usage alone",
        profile: "cc-2.0",
      },
      {
        id: "measured-2-1-22",
        version: "2.1.22",
        measuredOn: "2026-11-25",
        build: "the native build",
        settings: ["1m", "200k"],
        finding:
          "compacts at 167,000 with a 200K window, counting usage + estimate of what follows",
        profile: "cc-2.0",
      },
      {
        id: "measured-2-1-69",
        version: "2.1.69",
        measuredOn: "2026-11-26",
        build: "the npm package",
        settings: ["200k+window-env"],
        finding: "compacts at 167,000 with a 200K window, counting usage alone",
        profile: "cc-2.0",
      },
      {
        id: "measured-2-1-153",
        version: "2.1.153",
        measuredOn: "2026-11-26",
        build: "the npm package",
        settings: ["200k", "200k+window-env"],
        finding:
          "compacts at 167,000 with a 200K window, counting usage + estimate of what follows; by the model's name alone, no compaction before the window (an auto window)",
        profile: "cc-2.0",
      },
    ]);
  });

  it("lists every Claude Code version of the committed matrix once, each with a unique anchor", () => {
    const matrix = readVersionsMatrix();
    const entries = toMeasuredVersions(matrix);
    const claudeVersions = new Set(
      matrix.rows.filter((row) => row.harness === "claude-code").map((row) => row.version),
    );
    expect(entries.map((entry) => entry.version).sort()).toEqual([...claudeVersions].sort());
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  });

  it.each([
    ["2.1.22", "measured-2-1-22"],
    ["1.0.117", "measured-1-0-117"],
  ])("anchors %s as %s", (version, id) => {
    expect(measuredVersionId(version)).toBe(id);
  });
});
