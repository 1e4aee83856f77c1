import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findNewerSource } from "./ensure-build.mjs";

const BUILT_AT = new Date("2025-01-01T00:00:00Z");
const LATER = new Date("2025-01-02T00:00:00Z");
const EARLIER = new Date("2024-12-31T00:00:00Z");

let root: string;

function touch(relative: string, at: Date) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, "");
  utimesSync(file, at, at);
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "ensure-build-test-"));
  for (const file of [
    "package.json",
    "next.config.ts",
    "prisma/schema.prisma",
    "app/page.tsx",
    "lib/view/a.ts",
  ]) {
    touch(file, EARLIER);
  }
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("findNewerSource decides when `npm start` rebuilds", () => {
  it("finds nothing when every source is older than the build", () => {
    expect(findNewerSource(BUILT_AT.getTime(), root)).toBeUndefined();
  });

  it.each([
    ["a page", "app/sessions/[id]/page.tsx"],
    ["a component", "components/token-chart.tsx"],
    ["a library module", "lib/compaction/replay.ts"],
    ["the Prisma schema", "prisma/schema.prisma"],
    ["package.json", "package.json"],
    ["next.config.ts", "next.config.ts"],
  ])("rebuilds when %s changed", (_what, file) => {
    touch(file, LATER);
    expect(findNewerSource(BUILT_AT.getTime(), root)).toBe(file);
  });

  it.each([
    ["a unit test", "lib/compaction/replay.test.ts"],
    ["the regenerated Prisma client (postinstall rewrites it)", "lib/db/generated/client.ts"],
    ["an e2e spec", "e2e/upload.spec.ts"],
    ["a script", "scripts/import.ts"],
  ])("does not rebuild for %s", (_what, file) => {
    touch(file, LATER);
    expect(findNewerSource(BUILT_AT.getTime(), root)).toBeUndefined();
  });
});
