import { describe, expect, it } from "vitest";
import { detectCacheBreaks } from "../explain/cache-breaks";
import type { ParsedReplayRequest } from "../config/replay-request-schema";
import { replaySession } from "./replay-session";
import { makeModel, type SessionScript, type Turn } from "../testing/make-model";

/** Contexts climbing to past 167K; no tool results unless a test adds them. */
const CLIMB = [20_000, 60_000, 120_000, 160_000, 170_000, 172_000, 175_000];
const climb = (
  overrides: Record<number, Partial<Turn>> = {},
  script: Partial<SessionScript> = {},
) => makeModel({ ...script, turns: CLIMB.map((context, k) => ({ context, ...overrides[k] })) });
const eventsOf = (
  model: ReturnType<typeof climb>,
  request: ParsedReplayRequest = {},
  kind?: string,
) => replaySession(model, request).events.filter((e) => kind === undefined || e.kind === kind);

describe("replaySession", () => {
  it("fires autocompact before the first call whose check reaches the threshold (an event at k precedes call k)", () => {
    const [event] = eventsOf(climb(), {}, "autocompact");
    expect(event).toMatchObject({ atCall: 5, tokensBefore: 170_000 });
  });

  // A 6,000-token result after call 3: usage + 6,000 = 166,000 under 167K; with the 4/3 pad 168,000.
  it.each([
    ["usage-only", 5],
    ["length/4", 5],
    ["length/4x4/3", 4],
  ] as const)("counting %s fires at call %i", (countingMode, atCall) => {
    const model = climb({ 3: { tools: [{ name: "Bash", resultChars: 24_000 }] } });
    expect(eventsOf(model, { overrides: { countingMode } }, "autocompact")[0]?.atCall).toBe(atCall);
  });

  it.each([
    ["first", 4],
    ["last", 5],
  ] as const)(
    "anchoring the estimate at the %s record of the last message.id fires at call %i",
    (countingAnchor, atCall) => {
      // Call 3 is three records (thinking, 100-token text, tool_use of 11); its result is 6,500 tokens.
      const model = climb({
        3: { thinkingChars: 4_000, textChars: 400, tools: [{ name: "Read", resultChars: 26_000 }] },
      });
      const overrides = { countingAnchor, contextWindow: 199_600 }; // threshold 166,600
      expect(eventsOf(model, { overrides }, "autocompact")[0]?.atCall).toBe(atCall);
    },
  );

  it("re-bases later calls on the post-compact context plus the growth the transcript shows", () => {
    const result = replaySession(climb(), {});
    const [event] = result.events.filter((e) => e.kind === "autocompact");
    const calls = result.calls;
    expect(calls[5]?.replayTokens).toBe((event?.tokensAfter ?? 0) + 100);
    expect(calls[6]?.replayTokens).toBe((calls[5]?.replayTokens ?? 0) + 175_000 - 172_000);
    expect(calls.slice(0, 5).every((c) => c.replayTokens === c.actualTokens)).toBe(true);
  });

  it("follows the real next call where the replay compacts at the same call as the recording", () => {
    const model = climb({
      5: { context: 30_000, compactionBefore: { trigger: "auto", preTokens: 170_000 } },
      6: { context: 33_000 },
    });
    const result = replaySession(model, {});
    expect(result.events[0]).toMatchObject({
      kind: "autocompact",
      atCall: 5,
      tokensAfter: 29_900,
      detail: { isAligned: true },
    });
    expect(result.calls.map((c) => c.replayTokens)).toEqual(
      result.calls.map((c) => c.actualTokens),
    );
    expect(result.recorded[0]).toMatchObject({
      kind: "compaction",
      atCall: 5,
      matched: true,
      replayable: true,
    });
  });

  it("replaces a recorded compaction the replay does not make by estimated growth, not the real drop", () => {
    const model = climb({
      4: { context: 150_000 },
      5: {
        context: 30_000,
        userChars: 2_000,
        compactionBefore: { trigger: "auto", preTokens: 150_000 },
      },
      6: { context: 33_000 },
    });
    const result = replaySession(model, { overrides: { disableAutoCompact: true } });
    // Call 5 grows by the new prompt (500) and its own output (100); call 6 by the real 3,000.
    expect(result.calls.slice(4).map((c) => c.replayTokens)).toEqual([150_000, 150_600, 153_600]);
    expect(result.recorded[0]).toMatchObject({ matched: false });
  });

  it("replaces a recorded microcompaction the replay does not make by estimated growth too", () => {
    const model = climb({
      4: { context: 130_000, microcompactBefore: { preTokens: 60_000, tokensSaved: 30_000 } },
    });
    const result = replaySession(model, { overrides: { disableAutoCompact: true } });
    expect(result.calls[4]?.replayTokens).toBe(160_100);
  });

  it("stops autocompact after 3 consecutive failures (circuit breaker)", () => {
    const longer = makeModel({
      turns: [...CLIMB, 176_000, 177_000, 178_000].map((context) => ({ context })),
    });
    const all = eventsOf(longer, { overrides: { injectedCompactFailures: 5 } }).map(
      (e) => `${e.kind}@${e.atCall}`,
    );
    expect(all).toEqual([
      "compact-failed@5",
      "compact-failed@6",
      "compact-failed@7",
      "circuit-breaker@7",
    ]);
  });

  it("never autocompacts inside a compaction fork (recursion guard)", () => {
    const kinds = eventsOf(climb({}, { source: "agent:acompact-306918917487efa2" })).map(
      (e) => e.kind,
    );
    expect(kinds).toEqual(["recursion-guard"]);
  });

  it.each([
    ["replays a recorded manual compaction where it happened", {}, ["manual-compact@3"]],
    ["not when DISABLE_COMPACT is set", { disableCompact: true }, []],
    ["not when told to leave recorded manual compactions out", { replayRecordedManual: false }, []],
  ])("%s", (_rule, overrides, expected) => {
    const model = climb({
      3: { context: 30_000, compactionBefore: { trigger: "manual", preTokens: 120_000 } },
    });
    const result = replaySession(model, { overrides: { disableAutoCompact: true, ...overrides } });
    expect(result.events.map((e) => `${e.kind}@${e.atCall}`)).toEqual(expected);
  });

  describe("microcompact", () => {
    // The rule itself, on usage that never shows a clearing (which the replay otherwise takes
    // as clearing off: recorded-clearing.ts).
    const rule = { legacyMicrocompactFollowsRecording: false };
    // Ten 8,000-token Read results before call 4: 80,000 tokens of results, over the 40,000 budget.
    const reads = climb({
      3: { tools: Array.from({ length: 10 }, () => ({ name: "Read", resultChars: 32_000 })) },
    });

    it.each([
      // Usage alone counts 160,000 at call 4: over the warning level, and 120,000 once cleared.
      [
        "above the warning level (seed 004), which may avert compaction",
        "cc-2.0",
        rule,
        ["microcompact@4"],
      ],
      // With estimates the count is 240,000, still 200,000 after clearing 40,000: over the threshold,
      // and the summarization request (plus its 1,286-token prompt) over the window: one PTL retry.
      [
        "before the autocompact check of the same call",
        "cc-2.1-early",
        rule,
        ["microcompact@4", "ptl-retry@4", "autocompact@4"],
      ],
      [
        "not at all when DISABLE_MICROCOMPACT is set",
        "cc-2.1-early",
        { disableMicrocompact: true },
        ["ptl-retry@4", "autocompact@4"],
      ],
      [
        "as the dispatcher's first tier, instead of compacting (seed 002)",
        "cc-1.0-literal",
        { contextWindow: 180_000 },
        ["microcompact@5"],
      ],
      // Still under cc-2.1, which 2.1.22 to 2.1.68 follow (the conformance lab saw them clear).
      ["under cc-2.1 too", "cc-2.1", rule, ["microcompact@4", "ptl-retry@4", "autocompact@4"]],
      // A recording that never clears: the session ran with clearing off.
      [
        "not at all where the recording never clears",
        "cc-2.1",
        {},
        ["microcompact-off@4", "ptl-retry@4", "autocompact@4"],
      ],
      // No legacy pass from 2.1.69: the 241,286-token summarization request needs a PTL retry.
      ["never under cc-2.1-quiet", "cc-2.1-quiet", {}, ["ptl-retry@4", "autocompact@4"]],
    ] as const)("runs %s", (_rule, profile, overrides, expected) => {
      const kinds = eventsOf(reads, { profile, overrides }).map((e) => `${e.kind}@${e.atCall}`);
      expect(kinds).toEqual(expected);
    });

    it("clears down to the budget and lowers the replayed context by what it saved", () => {
      const result = replaySession(reads, { profile: "cc-2.0", overrides: rule });
      const event = result.events[0];
      expect(event?.detail).toMatchObject({ toolResultTokens: 80_000, saved: 40_000, cleared: 5 });
      expect(result.calls[4]?.replayTokens).toBe(170_000 - 40_000);
    });

    it("clears all but the 5 most recent after an idle hour (time-based, seed 003)", () => {
      const idle = climb({
        3: { tools: Array.from({ length: 8 }, () => ({ name: "Bash", resultChars: 4_000 })) },
        4: { gapMinutes: 61 },
      });
      const [event] = eventsOf(
        idle,
        { overrides: { timeBasedMicrocompact: true } },
        "time-based-microcompact",
      );
      expect(event).toMatchObject({ atCall: 4, detail: { cleared: 3, saved: 3_000 } });
    });
  });

  it("passes the cache breaks of every query source through", () => {
    const model = climb();
    expect(replaySession(model, {}).cacheBreaks).toEqual(detectCacheBreaks(model));
  });

  it("reports every constant with whether it was overridden", () => {
    const { config, profile } = replaySession(climb(), {
      overrides: { autocompactPctOverride: 80 },
    });
    expect(profile).toBe("cc-2.1");
    expect(config.autocompactPctOverride).toEqual({ value: 80, overridden: true });
    expect(config.autocompactBufferTokens).toEqual({ value: 13_000, overridden: false });
  });
});
