import { describe, expect, it } from "vitest";
import type { ReplayCall } from "@/lib/compaction/replay/replay-result";
import { deepFreeze } from "@/lib/compaction/testing/deep-freeze";
import { makeApiCallRow } from "@/lib/view/testing/make-transcript-summary";
import { bucketSizeFor, DEFAULT_MAX_POINTS, prepareCurveSeries } from "./prepare-curve-series";

/** A call whose context is `total`, split so the parts add up (as an API call's do). */
function makeCall(index: number, total: number) {
  const output = 100;
  const uncached = 10;
  const cacheWrite = Math.min(1_000, Math.max(0, total - output - uncached));
  return makeApiCallRow({
    index,
    inputTokens: uncached,
    outputTokens: output,
    cacheCreationInputTokens: cacheWrite,
    cacheReadInputTokens: total - output - uncached - cacheWrite,
    contextTokens: total,
  });
}

function makeReplayCall(index: number, replayTokens: number): ReplayCall {
  return {
    index,
    actualTokens: replayTokens,
    replayTokens,
    countTokens: replayTokens,
    states: {} as ReplayCall["states"],
  };
}

/** A saw-tooth session with a few spikes and drops in odd places. */
function makeSession(count: number) {
  const calls = Array.from({ length: count }, (_, i) => {
    const base = 20_000 + ((i * 37) % 150_000);
    const total = i % 997 === 13 ? 199_000 : i % 1_009 === 7 ? 1_000 : base;
    return makeCall(i, total);
  });
  const replayCalls = calls.map((call) => makeReplayCall(call.index, call.contextTokens - 500));
  return { calls, replayCalls };
}

describe("prepareCurveSeries", () => {
  it("draws every call as it is when they fit, parts adding up to the recorded total", () => {
    const calls = [makeCall(0, 30_000), makeCall(1, 45_000), makeCall(2, 12_000)];
    const { points, isDownsampled, callsInRange } = prepareCurveSeries({
      calls,
      replayCalls: [makeReplayCall(0, 29_000), makeReplayCall(2, 11_000)],
    });
    expect(isDownsampled).toBe(false);
    expect(callsInRange).toBe(3);
    expect(points.map((p) => [p.call, p.recordedTotal, p.replayed])).toEqual([
      [0, 30_000, 29_000],
      [1, 45_000, null],
      [2, 12_000, 11_000],
    ]);
    for (const p of points) {
      expect(p.cacheRead + p.cacheWrite + p.uncached + p.output).toBe(p.recordedTotal);
    }
  });

  it("leaves the replayed line out (a gap, not a zero) for a subagent curve", () => {
    const { points } = prepareCurveSeries({ calls: [makeCall(0, 5_000)], replayCalls: null });
    expect(points[0]?.replayed).toBeNull();
  });

  it.each([
    [{ from: 2, to: 3 }, [2, 3]],
    [{ from: 4, to: 100 }, [4]],
    [{ from: 50, to: 60 }, []],
    [null, [0, 1, 2, 3, 4]],
  ])("keeps only the calls of range %j", (range, expected) => {
    const calls = [0, 1, 2, 3, 4].map((i) => makeCall(i, 10_000 + i));
    const series = prepareCurveSeries({ calls, replayCalls: null, range });
    expect(series.points.map((p) => p.call)).toEqual(expected);
    expect(series.callsInRange).toBe(expected.length);
    expect(series.totalCalls).toBe(5);
  });

  it.each([
    [100, 1_600, 1],
    [1_600, 1_600, 1],
    [1_601, 1_600, 5],
    [20_000, 1_600, 50],
  ])("buckets %d calls for %d points by %d", (count, maxPoints, size) => {
    expect(bucketSizeFor(count, maxPoints)).toBe(size);
  });

  it("bounds 20,000 calls, keeping each bucket's extremes and every marker's call", () => {
    const { calls, replayCalls } = makeSession(20_000);
    const keepCalls = new Set([3, 4_321, 9_999, 19_999]);
    const started = performance.now();
    const series = prepareCurveSeries({ calls, replayCalls, keepCalls });
    const elapsed = performance.now() - started;
    console.info(`20,000 calls -> ${series.points.length} points in ${elapsed.toFixed(1)} ms`);

    expect(series.isDownsampled).toBe(true);
    expect(series.points.length).toBeLessThanOrEqual(DEFAULT_MAX_POINTS + keepCalls.size);
    const drawn = new Set(series.points.map((p) => p.call));
    for (const call of keepCalls) expect(drawn).toContain(call);
    const size = bucketSizeFor(20_000, DEFAULT_MAX_POINTS);
    for (let start = 0; start < calls.length; start += size) {
      const bucket = calls.slice(start, start + size).map((c) => c.contextTokens);
      const drawnTotals = series.points
        .filter((p) => p.call >= start && p.call < start + size)
        .map((p) => p.recordedTotal);
      expect(drawnTotals).toContain(Math.max(...bucket));
      expect(drawnTotals).toContain(Math.min(...bucket));
    }
    expect(series.points.map((p) => p.call)).toEqual([...drawn].sort((a, b) => a - b));
  });

  it("takes linear time: 10 times the calls, far less than 100 times the time", () => {
    const fastest = (count: number) => {
      const { calls, replayCalls } = makeSession(count);
      let best = Infinity;
      for (let run = 0; run < 5; run++) {
        const started = performance.now();
        prepareCurveSeries({ calls, replayCalls });
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    const small = Math.max(fastest(5_000), 0.5);
    // Quadratic work would be ~100 times slower; linear is ~10 (timer noise allowed for).
    expect(fastest(50_000) / small).toBeLessThan(40);
  });

  it("is deterministic and does not mutate its input", () => {
    const { calls, replayCalls } = makeSession(5_000);
    deepFreeze(calls);
    deepFreeze(replayCalls);
    const once = prepareCurveSeries({ calls, replayCalls, keepCalls: new Set([7]) });
    expect(prepareCurveSeries({ calls, replayCalls, keepCalls: new Set([7]) })).toEqual(once);
  });
});
