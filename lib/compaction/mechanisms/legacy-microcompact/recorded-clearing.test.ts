import { describe, expect, it } from "vitest";
import { recordingClearsFrom } from "./recorded-clearing";

/** A recording of main-thread calls: each call's context, what its new records add, its records. */
function recording(
  contexts: readonly number[],
  options: {
    added?: number;
    microcompactAt?: readonly number[];
    compactAt?: readonly number[];
  } = {},
) {
  const calls = contexts.map((contextTokens) => ({ contextTokens, usage: { outputTokens: 0 } }));
  return {
    calls,
    estAfterLast: contexts.map(() => options.added ?? 1_000),
    continues: [...contexts, 0].map((_, k) => k - 1),
    microcompactionsAt: new Map((options.microcompactAt ?? []).map((k) => [k, []])),
    compactionsAt: new Map((options.compactAt ?? []).map((k) => [k, []])),
  } as unknown as Parameters<typeof recordingClearsFrom>[0];
}

describe("recordingClearsFrom", () => {
  it.each([
    ["usage only grows to the end", [130_000, 141_000, 152_000, 163_000], {}, false],
    ["a silent drop at the call itself", [130_000, 141_000, 110_000, 121_000], {}, true],
    ["a silent drop two calls later", [130_000, 141_000, 152_000, 120_000], {}, true],
    [
      "a record of a microcompaction later",
      [130_000, 141_000, 152_000, 163_000],
      { microcompactAt: [3] },
      true,
    ],
    ["a drop smaller than the minimum", [130_000, 141_000, 136_000, 147_000], {}, false],
    [
      "a compaction first, then a drop after it",
      [130_000, 141_000, 30_000, 20_000],
      { compactAt: [2] },
      false,
    ],
  ] as const)("%s", (_case, contexts, options, expected) => {
    expect(recordingClearsFrom(recording(contexts, options), 2, 10_000)).toBe(expected);
  });
});
