import { describe, expect, it } from "vitest";
import type { ReplayEventKind } from "../replay/replay-result";
import { deepFreeze } from "../testing/deep-freeze";
import { forecastNextCompaction } from "./forecast-next-compaction";

type Script = {
  /** The replayed context of each call. */
  contexts: number[];
  threshold?: number;
  isEnabled?: boolean;
  events?: { kind: ReplayEventKind; atCall: number }[];
};

const makeResult = ({ contexts, threshold = 167_000, isEnabled = true, events = [] }: Script) => ({
  // A recorded context as the replayed one: what a file with usage gives.
  calls: contexts.map((replayTokens) => ({ replayTokens, actualTokens: replayTokens })),
  events,
  thresholds: { autocompactThreshold: threshold, isAutoCompactEnabled: isEnabled },
});

/** Calls from `start` growing by each of `steps` in turn, `count` calls long. */
const grow = (start: number, steps: number[], count: number) => {
  const contexts = [start];
  for (let i = 1; i < count; i++)
    contexts.push((contexts[i - 1] ?? 0) + (steps[(i - 1) % steps.length] ?? 0));
  return contexts;
};
const steady = (start: number, step: number, count: number) =>
  Array.from({ length: count }, (_, i) => start + i * step);

describe("forecastNextCompaction", () => {
  it.each([
    {
      rule: "steady growth: the gap over the growth per call, a tight range around it",
      script: { contexts: steady(60_000, 4_000, 25) },
      // Context 156,000 at call 24, 11,000 to go at +4,000 a call: the third check crosses it.
      expected: {
        kind: "forecast",
        asOfCall: 24,
        contextTokens: 156_000,
        threshold: 167_000,
        tokensToGo: 11_000,
        calls: { expected: 3, low: 3, high: 3 },
      },
    },
    {
      rule: "a context at or past the threshold compacts at the next check",
      script: { contexts: steady(140_000, 3_000, 12) },
      expected: { kind: "forecast", tokensToGo: 0, calls: { expected: 1, low: 1, high: 1 } },
    },
    {
      rule: "disabled auto compaction says so instead of a count",
      script: { contexts: steady(60_000, 4_000, 25), isEnabled: false },
      expected: { kind: "disabled", contextTokens: 156_000 },
    },
    {
      rule: "fewer than 5 calls of growth: not enough calls yet",
      script: { contexts: steady(20_000, 4_000, 5) },
      expected: { kind: "not-enough-calls", growthCalls: 4, needed: 5 },
    },
    {
      rule: "a 1M window's threshold is past the 200-call horizon at a few thousand a call",
      script: { contexts: steady(60_000, 3_000, 30), threshold: 967_000 },
      expected: { kind: "beyond-horizon", horizon: 200, rate: { mean: 3_000, samples: 20 } },
    },
    {
      rule: "a context that does not grow is beyond the horizon, never a division by zero",
      script: { contexts: steady(90_000, 0, 30) },
      expected: { kind: "beyond-horizon", rate: { mean: 0 } },
    },
  ])("$rule", ({ script, expected }) => {
    expect(forecastNextCompaction(makeResult(script))).toMatchObject(expected);
  });

  it("after a compaction, counts only the growth since it", () => {
    // Fast growth before the compaction at call 30, +1,000 a call after it.
    const before = steady(40_000, 4_000, 30);
    const after = steady(50_000, 1_000, 10);
    const forecast = forecastNextCompaction(
      makeResult({
        contexts: [...before, ...after],
        events: [{ kind: "autocompact", atCall: 30 }],
      }),
    );
    expect(forecast).toMatchObject({ kind: "forecast", rate: { mean: 1_000, samples: 9 } });
  });

  it("just after a compaction: not enough calls yet, however long the session", () => {
    const contexts = [...steady(40_000, 4_000, 30), ...steady(50_000, 1_000, 3)];
    const events = [{ kind: "autocompact" as const, atCall: 30 }];
    expect(forecastNextCompaction(makeResult({ contexts, events }))).toMatchObject({
      kind: "not-enough-calls",
      growthCalls: 2,
    });
  });

  it("ignores microcompaction drops and shrinking calls", () => {
    const contexts = steady(60_000, 2_000, 20);
    contexts[10] = (contexts[9] ?? 0) - 20_000; // a microcompaction the replay made
    for (let k = 11; k < 20; k++) contexts[k] = (contexts[10] ?? 0) + (k - 10) * 2_000;
    const events = [{ kind: "microcompact" as const, atCall: 10 }];
    expect(forecastNextCompaction(makeResult({ contexts, events }))).toMatchObject({
      rate: { mean: 2_000, spread: 0, samples: 18 },
    });
  });

  it("bursts widen the range around the same mean", () => {
    const bursty = forecastNextCompaction(
      makeResult({ contexts: grow(60_000, [500, 500, 500, 14_500], 25) }),
    );
    const even = forecastNextCompaction(makeResult({ contexts: steady(60_000, 4_000, 25) }));
    if (bursty.kind !== "forecast" || even.kind !== "forecast") throw new Error("no forecast");
    expect(bursty.rate.mean).toBeCloseTo(4_000, -3);
    expect(bursty.calls.low).toBeLessThan(bursty.calls.expected);
    expect(bursty.calls.high ?? Infinity).toBeGreaterThan(bursty.calls.expected);
    expect(even.calls.low).toBe(even.calls.high);
  });

  it("forecasts as of an earlier call from the calls up to it only", () => {
    const contexts = [...steady(60_000, 2_000, 20), ...steady(200_000, 50_000, 5)];
    expect(forecastNextCompaction(makeResult({ contexts }), { asOfCall: 19 })).toMatchObject({
      asOfCall: 19,
      contextTokens: 98_000,
      rate: { mean: 2_000 },
    });
  });

  it("answers no-usage when the call records no usage: its context is not known", () => {
    const result = makeResult({ contexts: steady(0, 0, 30) });
    expect(forecastNextCompaction(result)).toEqual({
      kind: "no-usage",
      asOfCall: 29,
      contextTokens: 0,
      threshold: 167_000,
    });
  });

  it("answers no-calls for an empty session", () => {
    expect(forecastNextCompaction(makeResult({ contexts: [] }))).toEqual({ kind: "no-calls" });
  });

  it("does not mutate its input and is deterministic", () => {
    const result = deepFreeze(makeResult({ contexts: grow(60_000, [500, 9_000, 1_200], 30) }));
    expect(forecastNextCompaction(result)).toEqual(forecastNextCompaction(result));
  });
});
