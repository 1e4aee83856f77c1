import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findStaleWorkerInput, WORKER_FILE } from "./build-worker.mjs";

const BUILT_AT = new Date("2025-01-01T00:00:00Z");
const EARLIER = new Date("2024-12-31T00:00:00Z");
const LATER = new Date("2025-01-02T00:00:00Z");
const META = ".worker/replay-worker.meta.json";
const INPUTS = ["lib/replay-pool/replay-worker.ts", "lib/compaction/replay/replay-session.ts"];

let root: string;
function write(relative: string, at: Date, content = "") {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  utimesSync(file, at, at);
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "build-worker-test-"));
  for (const input of [...INPUTS, "package-lock.json"]) write(input, EARLIER);
  write(META, BUILT_AT, JSON.stringify({ inputs: Object.fromEntries(INPUTS.map((i) => [i, {}])) }));
  write(WORKER_FILE, BUILT_AT);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("findStaleWorkerInput", () => {
  it("finds nothing when every input is older than the bundle", () => {
    expect(findStaleWorkerInput(root)).toBeUndefined();
  });

  it.each([
    ["an input changed", () => write(INPUTS[1] as string, LATER), INPUTS[1]],
    ["dependencies changed", () => write("package-lock.json", LATER), "package-lock.json"],
    ["an input is gone", () => rmSync(path.join(root, INPUTS[0] as string)), INPUTS[0]],
    ["there is no bundle", () => rmSync(path.join(root, WORKER_FILE)), "no bundle yet"],
    ["there is no metafile", () => rmSync(path.join(root, META)), "no metafile"],
  ])("rebuilds when %s", (_case, change, reason) => {
    change();
    expect(findStaleWorkerInput(root)).toBe(reason);
  });
});
