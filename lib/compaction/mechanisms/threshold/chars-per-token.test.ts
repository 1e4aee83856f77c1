import { describe, expect, it } from "vitest";
import { replaySession } from "../../replay/replay-session";
import { makeModel } from "../../testing/make-model";
import { charsPerTokenOf } from "./chars-per-token";

describe("charsPerTokenOf", () => {
  it.each([
    // Claude's earlier tokenizer: 4 characters a token, dated, suffixed or from a cloud.
    ["claude-sonnet-4-5-20250929", "2.1.332", 4],
    ["claude-sonnet-4-5-20250929[1m]", "2.1.332", 4],
    ["claude-opus-4-6", "2.1.332", 4],
    ["claude-sonnet-4-6", "2.1.332", 4],
    ["claude-haiku-4-5-20251001", "2.1.332", 4],
    ["claude-opus-4-1-20250805", "2.1.332", 4],
    ["claude-sonnet-4-20250514", "2.1.332", 4],
    ["claude-3-5-haiku-20241022", "2.1.332", 4],
    ["us.anthropic.claude-sonnet-4-5-20250929-v1:0", "2.1.332", 4],
    // Every other model: 3 (the lab: opus-4-7, 4-8, 5, 5-5, sonnet-5, 5-5, haiku-5-5, fable-5, 5-2).
    ["claude-opus-4-7", "2.1.332", 3],
    ["claude-opus-4-8", "2.1.332", 3],
    ["claude-opus-5-5", "2.1.300", 3],
    ["claude-fable-5-2", "2.1.332", 3],
    ["claude-haiku-5-5", "2.1.332", 3],
    // Another vendor's model, given by its own name (the lab: 2.1.150 counts glm-4.7 at 3).
    ["glm-4.7", "2.1.332", 3],
    ["glm-4.7", "2.1.150", 3],
    ["glm-4.7", "2.1.139", null],
    // Before the per-model divisor, and where the file names no version or model.
    ["claude-opus-4-7", "2.1.140", 3],
    ["claude-opus-4-7", "2.1.139", null],
    ["claude-opus-4-8", null, null],
    [null, "2.1.332", null],
  ] as const)("%s on %s: %s", (model, version, expected) => {
    expect(charsPerTokenOf(model, version)).toBe(expected);
  });
});

describe("a model counted at 3 characters a token", () => {
  // The conformance lab's fable-5 probe on 2.1.332: the first turn reports 966,838, the 488
  // characters before the next call count 163 at 3 (967,001: compacts) and 122 at 4, the
  // preTokens the boundary records (966,960).
  const session = (model: string) =>
    makeModel({
      version: "2.1.332",
      model,
      turns: [
        { context: 2_000, userChars: 25 },
        { context: 966_838, userChars: 30 },
        {
          context: 30_000,
          userChars: 488,
          compactionBefore: { trigger: "auto", preTokens: 966_960 },
        },
      ],
    });

  it("compacts where the client did, under its 967,000 threshold", () => {
    const result = replaySession(session("claude-fable-5"), {});
    expect(result.config.charsPerToken).toEqual({ value: 3, overridden: false });
    expect(result.events.filter((e) => e.kind === "autocompact").map((e) => e.atCall)).toEqual([2]);
  });

  it("counts 4 characters a token when the divisor is overridden, and misses it", () => {
    const result = replaySession(session("claude-fable-5"), { overrides: { charsPerToken: 4 } });
    expect(result.events.filter((e) => e.kind === "autocompact")).toEqual([]);
  });
});
