import { describe, expect, it } from "vitest";
import { explainCompactions } from "./explain-compactions";
import { PROFILES } from "../config/profiles";
import { buildReplayIndex } from "../replay/replay-index";
import { makeModel } from "../testing/make-model";
import { replaySession } from "../replay/replay-session";
import type { FilledBy } from "./filled-by";

/** Every estimated part the calls added: categories and tool results. */
const addedOf = (f: FilledBy) =>
  f.systemPromptAndTools +
  f.toolUses +
  f.assistantText +
  f.thinking +
  f.userText +
  f.metaMessages +
  f.images +
  f.attachments +
  f.toolResults.reduce((sum, part) => sum + part.tokens, 0);

// Two compactions: at call 3 (first) and call 6 (a recompaction), under cc-2.1 (167K).
const model = makeModel({
  version: "2.1.63",
  turns: [
    {
      userChars: 4_000,
      context: 40_000,
      thinkingChars: 8_000,
      tools: [{ name: "Read", resultChars: 200_000 }],
    },
    { context: 100_000, textChars: 2_000, tools: [{ name: "Bash", resultChars: 120_000 }] },
    { context: 160_000, tools: [{ name: "Grep", resultChars: 40_000 }] },
    {
      context: 30_000,
      compactionBefore: { trigger: "auto", preTokens: 170_110, summaryChars: 12_000 },
    },
    { context: 120_000, tools: [{ name: "Read", resultChars: 240_000 }] },
    { context: 160_000 },
    { context: 35_000, userChars: 400, compactionBefore: { trigger: "auto", preTokens: 168_000 } },
  ],
});
const config = PROFILES["cc-2.1"].values;
const explanations = explainCompactions({
  model,
  index: buildReplayIndex(model, config),
  config,
  window: 200_000,
});

describe("explainCompactions", () => {
  it("explains each recorded compaction with its count against the threshold", () => {
    expect(
      explanations.map((e) => [e.atCall, e.countTokens, e.threshold, e.overThreshold]),
    ).toEqual([
      [3, 170_000, 167_000, 3_000],
      // The 100-token prompt after the second boundary is new context, not an artifact.
      [6, 160_100, 167_000, -6_900],
    ]);
  });

  it("sorts what the calls added since the previous compaction by category, tool results by tool", () => {
    expect(explanations[0]?.filledBy).toMatchObject({
      toolResults: [
        { tool: "Read", tokens: 50_000 },
        { tool: "Bash", tokens: 30_000 },
        { tool: "Grep", tokens: 10_000 },
      ],
      thinking: 2_000,
      userText: 1_000,
      assistantText: 500,
    });
    expect(explanations[1]?.filledBy).toMatchObject({
      toolResults: [{ tool: "Read", tokens: 60_000 }],
      systemPromptAndTools: 0,
    });
  });

  it("reports every category, 0 when nothing filled it", () => {
    expect(explanations[1]).toMatchObject({
      filledBy: { images: 0, attachments: 0, metaMessages: 0, unrecordedThinkingBlocks: 0 },
    });
    expect(Object.keys(explanations[0]?.filledBy ?? {}).sort()).toEqual(
      [
        "assistantText",
        "attachments",
        "carriedOver",
        "images",
        "metaMessages",
        "notAttributed",
        "systemPromptAndTools",
        "thinking",
        "toolResults",
        "toolUses",
        "unrecordedThinkingBlocks",
        "userText",
      ].sort(),
    );
  });

  it.each([0, 1])(
    "compaction %i: what the calls added plus what is not attributed is the growth, exactly",
    (i) => {
      const e = explanations[i];
      if (e === undefined) throw new Error("two explanations expected");
      expect(addedOf(e.filledBy) + e.filledBy.notAttributed).toBe(e.tokensSincePrevious);
      expect(e.tokensSincePrevious + e.filledBy.carriedOver.total).toBe(e.countTokens);
    },
  );

  it("a recompaction starts from what the previous compaction carried over: its after figure", () => {
    const after = replaySession(model, { profile: "cc-2.1" }).recorded.find(
      (r) => r.kind === "compaction" && r.atCall === 3,
    );
    expect(after?.kind === "compaction" && after.tokensAfter).toBe(29_900);
    expect(explanations[1]?.filledBy.carriedOver).toMatchObject({
      previousSummary: 3_000,
      total: 29_900,
    });
    // The summary and the base overhead are carried over, never counted as added.
    expect(explanations[1]?.filledBy.carriedOver.systemPromptAndTools).toBeGreaterThan(0);
  });

  it("a first compaction carries nothing over: the system prompt and tools count as added", () => {
    expect(explanations[0]?.filledBy.carriedOver.total).toBe(0);
    expect(explanations[0]?.filledBy.systemPromptAndTools).toBeGreaterThan(0);
    expect(explanations[0]?.tokensSincePrevious).toBe(explanations[0]?.countTokens);
  });

  it("counts thinking blocks the file keeps without their text, and leaves their tokens unattributed", () => {
    const redacted = structuredClone(model);
    for (const entry of redacted.entries)
      entry.blocks = entry.blocks.map((b) => (b.kind === "thinking" ? { ...b, chars: 0 } : b));
    const [first] = explainCompactions({
      model: redacted,
      index: buildReplayIndex(redacted, config),
      config,
      window: 200_000,
    });
    expect(first?.filledBy).toMatchObject({ thinking: 0, unrecordedThinkingBlocks: 1 });
    expect(first?.filledBy.notAttributed).toBe(
      (explanations[0]?.filledBy.notAttributed ?? 0) + 2_000,
    );
  });

  it("tracks recompaction chains: calls and tokens since the previous compaction", () => {
    expect(explanations[1]).toMatchObject({
      isRecompaction: true,
      previousAtCall: 3,
      callsSincePrevious: 3,
      tokensSincePrevious: 160_100 - 29_900,
    });
    expect(explanations[0]).toMatchObject({
      isRecompaction: false,
      previousAtCall: null,
      callsSincePrevious: 3,
    });
  });

  it("counts the calls of each stretch that record no usage (a proxy's zeros)", () => {
    const zero = { context: 0, output: 0 };
    const proxied = makeModel({
      version: "2.1.50",
      turns: [
        { ...zero, tools: [{ name: "Read", resultChars: 200_000 }] },
        zero,
        { context: 90_000 },
        { ...zero, compactionBefore: { trigger: "auto", preTokens: 168_000 } },
        zero,
        { context: 40_000, compactionBefore: { trigger: "auto", preTokens: 168_000 } },
      ],
    });
    const explained = explainCompactions({
      model: proxied,
      index: buildReplayIndex(proxied, config),
      config,
      window: 200_000,
    });
    expect(explained.map((e) => [e.callsSincePrevious, e.callsWithoutUsage])).toEqual([
      [3, 2],
      [2, 2],
    ]);
    expect(explanations.map((e) => e.callsWithoutUsage)).toEqual([0, 0]);
  });

  it("says what legacy microcompact could have cleared and whether that would have avoided it", () => {
    // Results 50,000 + 30,000 + 10,000, all among the last 3: nothing clearable.
    expect(explanations[0]).toMatchObject({
      microcompactCouldSave: 0,
      wouldMicrocompactAvoid: false,
    });
  });

  it("says where each shipped profile's threshold would have fired in that stretch", () => {
    const fires = Object.fromEntries(
      (explanations[0]?.alternatives ?? []).map((a) => [a.profile, a.firesAtCall]),
    );
    // Usage alone at call 3 is 160,000: over cc-2.0's 155,000, under 187,000.
    expect(fires).toEqual({
      "cc-1.0-literal": null,
      "cc-2.0": 3,
      "cc-2.1-early": 3,
      "cc-2.1": 3,
      "cc-2.1-quiet": 3,
      "cc-2.1-auto-window": 3,
      "cc-2.1-reactive": 3,
      "cc-2.1-lone-round": 3,
    });
  });
});

describe("explainCompactions, asked again with other constants", () => {
  // The walk over each stretch is kept per index and the constants it reads: a later call
  // with other constants must answer exactly what a first call with them answers.
  const fresh = (c: typeof config) =>
    explainCompactions({
      model: structuredClone(model),
      index: buildReplayIndex(structuredClone(model), c),
      config: c,
      window: 200_000,
    });
  const index = buildReplayIndex(model, config);
  const cases: [string, typeof config][] = [
    ["a threshold constant", { ...config, autocompactBufferTokens: 40_000 }],
    ["the microcompact budget", { ...config, microcompactBudgetTokens: 10_000 }],
    ["the compactable tools", { ...config, compactableTools: ["Read"] }],
    ["the base overhead", { ...config, baseOverheadTokens: 9_000 }],
    ["the first constants again", config],
  ];
  it.each(cases)("after a change of %s, as computed afresh", (_, c) => {
    expect(explainCompactions({ model, index, config: c, window: 200_000 })).toEqual(fresh(c));
  });
});
