import { describe, expect, it } from "vitest";
import { callsUntilNextCompaction } from "../explain/calls-until-next-compaction";
import { isOfFamily } from "./event-kinds";
import { replaceSummary } from "./replace-summary";
import { replayRequestSchema, type ParsedReplayRequest } from "../config/replay-request-schema";
import { replaySession } from "./replay-session";
import { deepFreeze } from "../testing/deep-freeze";
import { makeModel, type Turn } from "../testing/make-model";

/** Climbs past 167K, compacts before call 5 (recorded, 2,000-token summary), climbs again. */
const AFTER = [
  30_000, 60_000, 100_000, 140_000, 150_000, 155_000, 160_000, 163_000, 166_000, 168_000, 175_000,
];
const recordedSession = (summaryChars = 8_000) =>
  makeModel({
    turns: [
      ...[20_000, 60_000, 120_000, 160_000, 170_000].map((context) => ({ context })),
      ...AFTER.map((context, i): Turn =>
        i === 0
          ? { context, compactionBefore: { trigger: "auto", preTokens: 170_000, summaryChars } }
          : { context },
      ),
    ],
  });
/** No recorded compaction: at a 50% threshold (~90K) the replay makes its own before call 3. */
const replayedSession = () =>
  makeModel({
    turns: [20_000, 60_000, 100_000, 130_000, 160_000, 190_000, 195_000, 199_000].map(
      (context) => ({ context }),
    ),
  });
const AT_HALF = { autocompactPctOverride: 50 };
/**
 * Compacts before call 4 at 120K (recorded), under the replay's threshold, then grows slowly:
 * the replay never compacts on its own.
 */
const unreproducedSession = () =>
  makeModel({
    turns: [
      ...[20_000, 60_000, 100_000, 120_000].map((context) => ({ context })),
      ...[20_000, 25_000, 30_000, 35_000, 40_000].map((context, i): Turn =>
        i === 0
          ? {
              context,
              compactionBefore: { trigger: "auto", preTokens: 120_000, summaryChars: 8_000 },
            }
          : { context },
      ),
    ],
  });
const compactionCalls = (request: ParsedReplayRequest, model = recordedSession()) =>
  replaySession(model, request)
    .events.filter((e) => isOfFamily(e, "compaction"))
    .map((e) => e.atCall);

describe("replaying with one compaction's summary replaced (summaryAt)", () => {
  it("compacts there as recorded, then follows the real session", () => {
    expect(compactionCalls({})).toEqual([5, 15]);
  });

  it.each<[string, number, number[]]>([
    ["the recorded size gives the recorded answer", 2_000, [5, 15]],
    ["a summary 5,000 tokens bigger compacts sooner", 7_000, [5, 13]],
    ["a summary 20,000 tokens bigger compacts sooner still", 22_000, [5, 10]],
    ["a summary 1,500 tokens smaller compacts later", 500, [5]],
  ])("aligned with a recorded compaction: %s", (_rule, tokens, calls) => {
    expect(compactionCalls({ summaryAt: { atCall: 5, tokens } })).toEqual(calls);
  });

  it("gives exactly the recorded replay for the recorded summary's size", () => {
    const plain = replaySession(recordedSession(), {});
    const same = replaySession(recordedSession(), { summaryAt: { atCall: 5, tokens: 2_000 } });
    expect(JSON.stringify(same.calls)).toBe(JSON.stringify(plain.calls));
    expect(JSON.stringify(same.events)).toBe(JSON.stringify(plain.events));
  });

  it("shifts the compaction's context and every later call by the size difference; its items still add up", () => {
    const plain = replaySession(recordedSession(), {});
    const bigger = replaySession(recordedSession(), { summaryAt: { atCall: 5, tokens: 2_500 } });
    const event = bigger.events.find((e) => isOfFamily(e, "compaction") && e.atCall === 5);
    const plainEvent = plain.events.find((e) => isOfFamily(e, "compaction") && e.atCall === 5);
    expect(event?.tokensAfter).toBe((plainEvent?.tokensAfter ?? 0) + 500);
    const items = event && isOfFamily(event, "compaction") ? event.detail.postCompact : [];
    expect(items.reduce((sum, item) => sum + item.tokens, 0)).toBe(event?.tokensAfter);
    expect(items.find((item) => item.kind === "summary")?.tokens).toBe(2_500);
    const shifted = bigger.calls
      .slice(5, 10)
      .map((c, i) => c.replayTokens - (plain.calls[5 + i]?.replayTokens ?? 0));
    expect(shifted).toEqual([500, 500, 500, 500, 500]);
  });

  it.each<[number, number[]]>([
    [3_000, [3]],
    [40_000, [3, 5]],
  ])(
    "sizes a replayed (estimated) compaction's summary: %i tokens compact at %j",
    (tokens, calls) => {
      const request = { overrides: AT_HALF, summaryAt: { atCall: 3, tokens } };
      expect(compactionCalls(request, replayedSession())).toEqual(calls);
    },
  );

  it("follows a recorded compaction the replay does not reproduce (its count stays under the threshold): the summary's call gets its counterfactual", () => {
    expect(compactionCalls({}, unreproducedSession())).toEqual([]);
    const at = (tokens: number) =>
      replaySession(unreproducedSession(), { summaryAt: { atCall: 4, tokens } });
    expect(callsUntilNextCompaction(at(2_000), 4)).toEqual({ kind: "end-of-file", calls: 5 });
    expect(callsUntilNextCompaction(at(140_000), 4)).toEqual({
      kind: "next",
      calls: 3,
      nextAtCall: 7,
    });
    const event = at(2_000).events.find((e) => isOfFamily(e, "compaction"));
    expect([event?.kind, event?.atCall]).toEqual(["autocompact", 4]);
    // From the compaction on, the replay is the real session's calls (same summary size).
    expect(
      at(2_000)
        .calls.slice(4)
        .map((c) => c.replayTokens),
    ).toEqual([20_000, 25_000, 30_000, 35_000, 40_000]);
  });

  it("changes nothing when the replay makes no compaction at that call", () => {
    const plain = replaySession(recordedSession(), {});
    const elsewhere = replaySession(recordedSession(), {
      summaryAt: { atCall: 3, tokens: 50_000 },
    });
    expect(JSON.stringify(elsewhere.calls)).toBe(JSON.stringify(plain.calls));
  });

  it("does not mutate the model and is deterministic", () => {
    const request = { summaryAt: { atCall: 5, tokens: 9_000 } };
    const frozen = deepFreeze(recordedSession());
    expect(JSON.stringify(replaySession(frozen, request))).toBe(
      JSON.stringify(replaySession(recordedSession(), request)),
    );
  });

  it.each([
    [{ atCall: 0, tokens: 100 }, "atCall"],
    [{ atCall: 5, tokens: -1 }, "tokens"],
    [{ atCall: 5, tokens: 1.5 }, "tokens"],
    [{ atCall: 5 }, "tokens"],
  ])("refuses %j (path summaryAt.%s)", (summaryAt, field) => {
    const parsed = replayRequestSchema.safeParse({ summaryAt });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["summaryAt", field]);
  });
});

describe("callsUntilNextCompaction", () => {
  it.each<[string, ParsedReplayRequest, number, ReturnType<typeof callsUntilNextCompaction>]>([
    ["the recorded summary", {}, 5, { kind: "next", calls: 10, nextAtCall: 15 }],
    [
      "a bigger summary",
      { summaryAt: { atCall: 5, tokens: 22_000 } },
      5,
      { kind: "next", calls: 5, nextAtCall: 10 },
    ],
    [
      "a summary small enough to last the file",
      { summaryAt: { atCall: 5, tokens: 500 } },
      5,
      { kind: "end-of-file", calls: 11 },
    ],
    ["a call the replay did not compact at", {}, 3, { kind: "not-compacted" }],
  ])("%s", (_case, request, atCall, expected) => {
    expect(callsUntilNextCompaction(replaySession(recordedSession(), request), atCall)).toEqual(
      expected,
    );
  });
});

describe("replaceSummary", () => {
  const items = [
    { kind: "boundary" as const, tokens: 10 },
    { kind: "summary" as const, tokens: 2_000 },
    { kind: "unattributed" as const, tokens: 500 },
  ];
  it.each<[string, typeof items, number, number, number]>([
    ["replaces the recorded summary", items, 3_000, 1_000, 3_510],
    ["keeps the total for the same size", items, 2_000, 0, 2_510],
    [
      "adds a summary after the boundary when none was recorded",
      [items[0]!, items[2]!],
      700,
      700,
      1_210,
    ],
  ])("%s", (_rule, given, tokens, shift, total) => {
    const replaced = replaceSummary(deepFreeze(given), tokens);
    expect(replaced.shift).toBe(shift);
    expect(replaced.items.reduce((sum, item) => sum + item.tokens, 0)).toBe(total);
    expect(replaced.items.map((i) => i.kind)).toEqual(["boundary", "summary", "unattributed"]);
  });
});
