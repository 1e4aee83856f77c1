import type { ApiCallRow } from "@/lib/contracts/transcript-summary";
import type { InspectorCall } from "@/lib/contracts/inspector-replay";

/** One drawn point: a real call's recorded parts (they add up to `recordedTotal`) and its replay. */
export type CurvePoint = {
  call: number;
  cacheRead: number;
  cacheWrite: number;
  uncached: number;
  output: number;
  recordedTotal: number;
  /** The replayed context of this call; null where the replay has no such call (a gap). */
  replayed: number | null;
};

export type CurveSeries = {
  points: CurvePoint[];
  /** Calls of the source inside the range (what the points stand for). */
  callsInRange: number;
  totalCalls: number;
  isDownsampled: boolean;
};

export type CurveSeriesInput = {
  /** The calls of one source, in index order (`selectSourceCalls`). */
  calls: readonly ApiCallRow[];
  /** The replay's calls (main thread only); null for a subagent or while replaying. */
  replayCalls: readonly InspectorCall[] | null;
  /** Calls that carry a marker: each is kept as its own point whatever the downsampling. */
  keepCalls?: ReadonlySet<number>;
  /** Both ends included; null: every call. */
  range?: { from: number; to: number } | null;
  maxPoints?: number;
};

/** 250 buckets of 4 extremes: a few pixels each on a laptop-wide chart, and few enough that a
 * replay redraws recharts quickly (1,600 cost about half a second more per constant change). */
export const DEFAULT_MAX_POINTS = 1_000;
/** Per bucket: the lowest and highest recorded total and the lowest and highest replayed. */
const EXTREMES_PER_BUCKET = 4;

/** Consecutive calls per bucket when `count` calls must fit in about `maxPoints` points. */
export function bucketSizeFor(count: number, maxPoints: number): number {
  if (count <= maxPoints) return 1;
  const buckets = Math.max(1, Math.floor(maxPoints / EXTREMES_PER_BUCKET));
  return Math.ceil(count / buckets);
}

/**
 * The points of a token curve, in one pass over the calls. Up to `maxPoints` calls are drawn
 * as they are; beyond that consecutive calls are bucketed and each bucket keeps the calls with
 * its lowest and highest recorded and replayed context (spikes and drops survive), plus every
 * call in `keepCalls`. Points are real calls, never averages: what is drawn was measured.
 *
 * @example
 * prepareCurveSeries({ calls, replayCalls: replay.calls, keepCalls: new Set([115]) }).points.length // <= 1,600 + 1
 */
export function prepareCurveSeries(input: CurveSeriesInput): CurveSeries {
  const { calls, replayCalls, keepCalls, range = null } = input;
  const maxPoints = input.maxPoints ?? DEFAULT_MAX_POINTS;
  const replayed = replayByIndex(replayCalls);
  const lo = range ? firstAtOrAfter(calls, range.from) : 0;
  const hi = range ? firstAtOrAfter(calls, range.to + 1) : calls.length;
  const count = Math.max(0, hi - lo);
  const size = bucketSizeFor(count, maxPoints);
  const toPoint = (call: ApiCallRow) => makePoint(call, replayed);
  if (size === 1) {
    return {
      points: calls.slice(lo, hi).map(toPoint),
      callsInRange: count,
      totalCalls: calls.length,
      isDownsampled: false,
    };
  }
  const points: CurvePoint[] = [];
  for (let start = lo; start < hi; start += size) {
    const end = Math.min(hi, start + size);
    for (const position of keptPositions(calls, replayed, start, end, keepCalls)) {
      const call = calls[position];
      if (call) points.push(toPoint(call));
    }
  }
  return { points, callsInRange: count, totalCalls: calls.length, isDownsampled: true };
}

function keptPositions(
  calls: readonly ApiCallRow[],
  replayed: readonly (number | undefined)[],
  start: number,
  end: number,
  keepCalls: ReadonlySet<number> | undefined,
): number[] {
  let minRecorded = start;
  let maxRecorded = start;
  let minReplayed = -1;
  let maxReplayed = -1;
  const kept: number[] = [];
  for (let i = start; i < end; i++) {
    const call = calls[i];
    if (!call) continue;
    const total = recordedTotal(call);
    if (total < recordedTotal(calls[minRecorded] ?? call)) minRecorded = i;
    if (total > recordedTotal(calls[maxRecorded] ?? call)) maxRecorded = i;
    const replay = replayed[call.index];
    if (replay !== undefined) {
      if (minReplayed < 0 || replay < (replayed[calls[minReplayed]?.index ?? -1] ?? 0))
        minReplayed = i;
      if (maxReplayed < 0 || replay > (replayed[calls[maxReplayed]?.index ?? -1] ?? 0))
        maxReplayed = i;
    }
    if (keepCalls?.has(call.index)) kept.push(i);
  }
  kept.push(minRecorded, maxRecorded);
  if (minReplayed >= 0) kept.push(minReplayed, maxReplayed);
  return [...new Set(kept)].sort((a, b) => a - b);
}

function recordedTotal(call: ApiCallRow): number {
  return call.contextTokens;
}

function makePoint(call: ApiCallRow, replayed: readonly (number | undefined)[]): CurvePoint {
  return {
    call: call.index,
    cacheRead: call.cacheReadInputTokens,
    cacheWrite: call.cacheCreationInputTokens,
    uncached: call.inputTokens,
    output: call.outputTokens,
    recordedTotal: call.contextTokens,
    replayed: replayed[call.index] ?? null,
  };
}

function replayByIndex(replayCalls: readonly InspectorCall[] | null): (number | undefined)[] {
  const byIndex: (number | undefined)[] = [];
  for (const call of replayCalls ?? []) byIndex[call.index] = call.replayTokens;
  return byIndex;
}

/** Position of the first call whose index is at least `index` (calls sorted by index). */
function firstAtOrAfter(calls: readonly ApiCallRow[], index: number): number {
  let lo = 0;
  let hi = calls.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((calls[mid]?.index ?? Infinity) < index) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
