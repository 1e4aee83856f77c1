import { describe, expect, it } from "vitest";
import { planPartialCompaction } from "../manual-compact/partial-compact";
import { estimatePostCompactContext } from "./post-compact-context";
import { PROFILES } from "../../config/profiles";
import type { FileRead } from "../../replay/session-state";

const config = PROFILES["cc-2.1"].values;
const file = (path: string, order: number, tokens: number, entry = order): FileRead => ({
  path,
  order,
  tokens,
  entry,
});
const base = {
  baseOverhead: 20_000,
  summaryTokens: 3_000,
  skills: [],
  todoTokens: 0,
  planTokens: 0,
};

describe("estimatePostCompactContext", () => {
  it("adds base overhead, summary, todos, plan and restored files", () => {
    const context = estimatePostCompactContext(
      { ...base, files: [file("/a", 1, 1_000)], todoTokens: 300, planTokens: 700 },
      config,
    );
    expect(context.total).toBe(20_000 + 3_000 + 1_000 + 300 + 700);
  });

  it.each([
    [
      "restores at most 5 files, the most recently read first",
      [1, 2, 3, 4, 5, 6, 7].map((i) => file(`/f${i}`, i, 1_000)),
      ["/f7", "/f6", "/f5", "/f4", "/f3"],
      5_000,
    ],
    ["caps each file at 5,000 tokens", [file("/big", 1, 30_000)], ["/big"], 5_000],
    [
      "stays within 50,000 in all: ten 5,000-token files, only 5 restored",
      Array.from({ length: 10 }, (_, i) => file(`/f${i}`, i, 9_000)),
      ["/f9", "/f8", "/f7", "/f6", "/f5"],
      25_000,
    ],
  ])("%s", (_rule, files, paths, tokens) => {
    const context = estimatePostCompactContext({ ...base, files }, config);
    expect(context.restoredFiles.map((f) => f.path)).toEqual(paths);
    expect(context.restoredFileTokens).toBe(tokens);
  });

  it("skips a file that would pass the total and keeps an older one that fits (seed 002 bD5)", () => {
    const files = [file("/old", 1, 1_000), file("/mid", 2, 2_000), file("/new", 3, 5_000)];
    const context = estimatePostCompactContext(
      { ...base, files },
      { ...config, restoreTotalFileTokens: 6_000 },
    );
    expect(context.restoredFiles.map((f) => f.path)).toEqual(["/new", "/old"]);
    expect(context.restoredFileTokens).toBe(6_000);
  });

  it("restores skills most recent first, 5,000 each and 25,000 in all, only when the profile restores skills", () => {
    const skills = Array.from({ length: 7 }, (_, i) => ({ order: i, tokens: 6_000 }));
    expect(estimatePostCompactContext({ ...base, files: [], skills }, config).skillTokens).toBe(
      25_000,
    );
    const literal = PROFILES["cc-1.0-literal"].values;
    expect(estimatePostCompactContext({ ...base, files: [], skills }, literal).skillTokens).toBe(0);
  });

  it("skips restoring files a partial compaction keeps verbatim (seed 003)", () => {
    const files = [file("/kept", 2, 1_000, 50), file("/gone", 1, 1_000, 10)];
    const context = estimatePostCompactContext(
      { ...base, files, keptTokens: 9_000, keptFromEntry: 40 },
      config,
    );
    expect(context.restoredFiles.map((f) => f.path)).toEqual(["/gone"]);
    expect(context.total).toBe(20_000 + 3_000 + 9_000 + 1_000);
  });
});

describe("planPartialCompaction", () => {
  const input = { ...base, files: [], countAtPivot: 90_000, countNow: 160_000, pivotEntry: 40 };

  it("up_to summarises before the pivot and keeps the rest after the summary: the whole context is rewritten", () => {
    const partial = planPartialCompaction({ ...input, direction: "up_to" }, config);
    expect(partial.context.total).toBe(20_000 + 3_000 + 70_000);
    expect(partial.cacheRewriteTokens).toBe(partial.context.total);
  });

  it("from keeps everything before the pivot and its cache, and appends the summary", () => {
    const partial = planPartialCompaction({ ...input, direction: "from" }, config);
    expect(partial.context.total).toBe(93_000);
    expect(partial.cacheRewriteTokens).toBe(3_000);
  });
});
