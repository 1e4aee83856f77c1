import { describe, expect, it } from "vitest";
import type { ReplayConfig } from "@/lib/compaction/config/replay-config";
import type { Fit } from "@/lib/compaction/fit/fit-settings";
import type { CompactionExplanation, ReplayCall } from "@/lib/compaction/replay/replay-result";
import {
  makeAutocompact,
  makeConfig,
  makeExplanation,
  makeFilledBy,
  makeMicrocompact,
  makeRecordedCompaction,
} from "./testing/make-replay";
import { toNoCompactionText, toWhySentences } from "./why-sentences";

const WINDOW = { tokens: 200_000, source: "default" as const, model: null };
/** The baseline replay of one recorded compaction, reproduced at its call unless told. */
const baselineOf = (
  explanation: CompactionExplanation,
  {
    matched = true,
    replayedAt = [explanation.atCall],
    fit,
    overrides = {},
  }: {
    matched?: boolean;
    replayedAt?: number[];
    fit?: Fit | null;
    overrides?: Partial<ReplayConfig>;
  } = {},
) => ({
  explanations: [explanation],
  profile: "cc-2.1" as const,
  window: WINDOW,
  config: makeConfig(overrides, "cc-2.1"),
  fit,
  recorded: [
    makeRecordedCompaction({
      uuid: explanation.uuid,
      atCall: explanation.atCall,
      matched,
      replayable: explanation.replayable,
    }),
  ],
  events: replayedAt.map((atCall) => makeAutocompact({ atCall })),
});
const why = (explanation = makeExplanation(), replay?: Parameters<typeof baselineOf>[1]) =>
  toWhySentences(baselineOf(explanation, replay))[0];

describe("toWhySentences: the headline", () => {
  it.each([
    {
      rule: "an auto compaction: its call, tokens, distance to the threshold, growth and top fillers",
      explanation: makeExplanation(),
      expected:
        "Compacted before call 139 at 168,010 tokens, 1,010 over the 167,000 threshold of cc-2.1 on a 200K window; since the session started 139 calls added 146K tokens, mostly Read results (61K), Bash results (22K) and system prompt and tools (18K).",
    },
    {
      rule: "a recompaction names the previous one and leaves the system prompt out of the growth",
      explanation: makeExplanation({
        previousAtCall: 115,
        callsSincePrevious: 24,
        isRecompaction: true,
      }),
      expected:
        "Compacted before call 139 at 168,010 tokens, 1,010 over the 167,000 threshold of cc-2.1 on a 200K window; since the previous compaction (call 115) 24 calls added 146K tokens, mostly Read results (61K), Bash results (22K) and thinking (9K).",
    },
    {
      rule: "a manual compaction is worded as the user's, under the threshold",
      explanation: makeExplanation({
        trigger: "manual",
        preTokens: 120_000,
        filledBy: makeFilledBy({ toolResults: [{ tool: "Read", tokens: 61_000 }] }),
      }),
      expected:
        "Compacted by hand (/compact) before call 139 at 120,000 tokens, 47,000 under the 167,000 threshold of cc-2.1 on a 200K window; since the session started 139 calls added 146K tokens, mostly Read results (61K).",
    },
    {
      rule: "no recorded preTokens: the replay's count, said so",
      explanation: makeExplanation({
        trigger: null,
        preTokens: null,
        countTokens: 167_000,
        filledBy: makeFilledBy(),
      }),
      expected:
        "Compacted (trigger not recorded) before call 139 at 167,000 tokens (the replay's count: the boundary recorded none), exactly at the 167,000 threshold of cc-2.1 on a 200K window; since the session started 139 calls added 146K tokens.",
    },
    {
      rule: "parts under 5% of the growth are left out of the sentence",
      explanation: makeExplanation({
        filledBy: makeFilledBy({
          toolResults: [
            { tool: "Read", tokens: 100_000 },
            { tool: "WebFetch", tokens: 31 },
          ],
        }),
      }),
      expected:
        "Compacted before call 139 at 168,010 tokens, 1,010 over the 167,000 threshold of cc-2.1 on a 200K window; since the session started 139 calls added 146K tokens, mostly Read results (100K).",
    },
    {
      rule: "calls that record no usage: the growth is not known, only the content's estimate",
      explanation: makeExplanation({
        callsSincePrevious: 58,
        callsWithoutUsage: 58,
        tokensSincePrevious: 69,
        filledBy: makeFilledBy({ toolResults: [{ tool: "Read", tokens: 57_500 }] }),
      }),
      expected:
        "Compacted before call 139 at 168,010 tokens, 1,010 over the 167,000 threshold of cc-2.1 on a 200K window; since the session started 58 calls, none of which records its usage: what they added is not known from the file, and their content is about 57.5K by estimate, mostly Read results (57.5K).",
    },
    {
      rule: "some calls without usage: the growth is said short of what they added",
      explanation: makeExplanation({ callsWithoutUsage: 1 }),
      expected:
        "Compacted before call 139 at 168,010 tokens, 1,010 over the 167,000 threshold of cc-2.1 on a 200K window; since the session started 139 calls added 146K tokens, mostly Read results (61K), Bash results (22K) and system prompt and tools (18K), but 1 call of them records no usage, so the count is short of what they added: their content is about 110K by estimate, mostly Read results (61K), Bash results (22K) and system prompt and tools (18K).",
    },
    {
      rule: "a boundary copied in at call 0 says why it cannot be explained",
      explanation: makeExplanation({ atCall: 0, replayable: false }),
      expected:
        "Compacted before this file begins (a boundary copied in at call 0): the calls it summarised are not in this file, so it cannot be replayed or explained. It recorded 168,010 tokens.",
    },
  ])("$rule", ({ explanation, expected }) => {
    expect(why(explanation)?.headline).toBe(expected);
  });

  it.each([
    {
      rule: "a baseline that compacts elsewhere is no explanation: the recorded numbers stay, no threshold is claimed",
      replay: { matched: false, replayedAt: [144] },
      expected:
        "Compacted before call 139 at 168,010 tokens; the replay under cc-2.1 on a 200K window (threshold 167,000) does not reproduce it (it compacts at call 144), so the threshold it compacted against is not known; since the session started 139 calls added 146K tokens, mostly Read results (61K), Bash results (22K) and system prompt and tools (18K).",
    },
    {
      rule: "a baseline that never compacts says so",
      replay: { matched: false, replayedAt: [] },
      expected:
        "Compacted before call 139 at 168,010 tokens; the replay under cc-2.1 on a 200K window (threshold 167,000) does not reproduce it (it does not compact there or later), so the threshold it compacted against is not known; since the session started 139 calls added 146K tokens, mostly Read results (61K), Bash results (22K) and system prompt and tools (18K).",
    },
  ])("$rule", ({ replay, expected }) => {
    expect(why(makeExplanation(), replay)?.headline).toBe(expected);
  });
});

describe("toWhySentences: what would have avoided or delayed it", () => {
  it.each([
    {
      rule: "microcompact that clears enough avoids it; the replayed profile is not an alternative",
      explanation: makeExplanation({ microcompactCouldSave: 38_000, wouldMicrocompactAvoid: true }),
      expected: [
        "Legacy microcompact could have cleared 38K tokens of old tool results: it would have avoided it.",
        "cc-2.0's threshold (155,000) would have fired 12 calls earlier, at call 127.",
      ],
    },
    {
      rule: "microcompact that clears too little says by how much it falls short",
      explanation: makeExplanation({ microcompactCouldSave: 510, alternatives: [] }),
      expected: [
        "Legacy microcompact could have cleared 510 tokens of old tool results: not enough, the count would still be 500 over cc-2.1's threshold.",
      ],
    },
    {
      rule: "a higher threshold that never fires delays it; one firing where the baseline does is left out",
      explanation: makeExplanation({
        alternatives: [
          { profile: "cc-1.0-literal", threshold: 187_000, firesAtCall: null },
          { profile: "cc-2.1-early", threshold: 155_000, firesAtCall: 139 },
          { profile: "cc-2.1", threshold: 167_000, firesAtCall: 139 },
        ],
      }),
      expected: [
        "Legacy microcompact had no old tool results left to clear.",
        "cc-1.0-literal's threshold (187,000) would not have fired by call 139: it would have delayed it.",
      ],
    },
    {
      rule: "when the baseline fires elsewhere, a profile firing at the recorded call is kept",
      explanation: makeExplanation({
        alternatives: [
          { profile: "cc-2.1-early", threshold: 155_000, firesAtCall: 139 },
          { profile: "cc-2.1", threshold: 167_000, firesAtCall: null },
        ],
      }),
      expected: [
        "Legacy microcompact had no old tool results left to clear.",
        "cc-2.1-early's threshold (155,000) would have fired at the same call.",
      ],
    },
    {
      rule: "profiles with one threshold and one answer share a line",
      explanation: makeExplanation({
        alternatives: [
          { profile: "cc-2.1-quiet", threshold: 167_000, firesAtCall: 139 },
          { profile: "cc-2.1-reactive", threshold: 167_000, firesAtCall: 139 },
          { profile: "cc-2.1", threshold: 167_000, firesAtCall: null },
        ],
      }),
      expected: [
        "Legacy microcompact had no old tool results left to clear.",
        "The 167,000 threshold of cc-2.1-quiet and cc-2.1-reactive would have fired at the same call.",
      ],
    },
    {
      rule: "a manual compaction gets no microcompact sentence",
      explanation: makeExplanation({ trigger: "manual", microcompactCouldSave: 38_000 }),
      expected: ["cc-2.0's threshold (155,000) would have fired 12 calls earlier, at call 127."],
    },
    {
      rule: "a compaction that cannot be replayed gets none",
      explanation: makeExplanation({ replayable: false, atCall: 0 }),
      expected: [],
    },
  ])("$rule", ({ explanation, expected }) => {
    expect(why(explanation)?.avoidance).toEqual(expected);
  });

  it("names the settings fitted from the file when the baseline ran under them", () => {
    const fit: Fit = {
      settings: [
        {
          constant: "autocompactPctOverride",
          value: 80,
          variable: "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE",
        },
      ],
      overrides: { autocompactPctOverride: 80 },
      reproduces: 1,
      of: 1,
      extra: 0,
      alternatives: [],
      auto: { reproduces: 0, of: 1, extra: 0 },
    };
    const explanation = makeExplanation({ threshold: 144_000 });
    const fitted = why(explanation, { fit, overrides: { autocompactPctOverride: 80 } });
    expect(fitted?.headline).toContain(
      "the 144,000 threshold of cc-2.1 with CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80 (fitted from the file) on a 200K window",
    );
    // The auto replay carries the same fit without running under it: no claim of the settings.
    expect(why(explanation, { fit })?.headline).toContain("threshold of cc-2.1 on a 200K window");
  });

  it("leaves out the line of the profile the page replays: its what-if line says its answer", () => {
    const explanation = makeExplanation({
      alternatives: [
        { profile: "cc-2.0", threshold: 155_000, firesAtCall: 120 },
        { profile: "cc-2.1-early", threshold: 150_000, firesAtCall: 110 },
      ],
    });
    const lines = (whatIf: string | null) =>
      toWhySentences(baselineOf(explanation), whatIf)[0]?.avoidance.filter((t) =>
        t.includes("threshold"),
      );
    expect(lines(null)).toHaveLength(2);
    expect(lines("cc-2.0")).toEqual([expect.stringContaining("cc-2.1-early")]);
  });

  it("does not mutate its input and is deterministic", () => {
    const input = baselineOf(makeExplanation());
    const copy = structuredClone(input);
    expect(toWhySentences(input)).toEqual(toWhySentences(input));
    expect(input).toEqual(copy);
  });
});

describe("toNoCompactionText", () => {
  const call = (actualTokens: number): ReplayCall => ({
    index: 1,
    actualTokens,
    replayTokens: actualTokens,
    countTokens: actualTokens,
    states: {} as ReplayCall["states"],
  });
  const base = {
    profile: "cc-2.1" as const,
    window: WINDOW,
    thresholds: { autocompactThreshold: 167_000 } as Parameters<
      typeof toNoCompactionText
    >[0]["thresholds"],
  };
  it.each([
    {
      rule: "the peak and its distance to the threshold",
      calls: [call(12_000), call(43_000)],
      events: [],
      expected:
        "This session never compacted: its peak was 43K, 124K below the 167,000 threshold of cc-2.1 on a 200K window.",
    },
    {
      rule: "the baseline replay compacting anyway is pointed out, with its calls",
      calls: [call(170_000)],
      events: [makeAutocompact(), makeMicrocompact()],
      expected:
        "This session never compacted, though its peak (170K) reached the 167,000 threshold of cc-2.1 on a 200K window. Its replay under cc-2.1 compacts all the same, at call 139.",
    },
    {
      rule: "no calls at all",
      calls: [],
      events: [],
      expected: "This session has no main-thread API calls: nothing to compact.",
    },
  ])("$rule", ({ calls, events, expected }) => {
    expect(toNoCompactionText({ ...base, calls, events, recordsCompactions: true })).toBe(expected);
  });

  it.each([
    {
      rule: "a format that records no compactions never says the session never compacted",
      calls: [call(170_000)],
      events: [makeAutocompact()],
      expected:
        "This file's format records no compactions, so whether the session compacted is not known: its largest context was 170K, at or above the 167,000 threshold of cc-2.1 on a 200K window. Its replay under cc-2.1 compacts at call 139.",
    },
    {
      rule: "below the threshold and no replayed compaction, it still does not claim one",
      calls: [call(43_000)],
      events: [],
      expected:
        "This file's format records no compactions, so whether the session compacted is not known: its largest context was 43K, 124K below the 167,000 threshold of cc-2.1 on a 200K window.",
    },
  ])("$rule", ({ calls, events, expected }) => {
    expect(toNoCompactionText({ ...base, calls, events, recordsCompactions: false })).toBe(
      expected,
    );
  });
});
