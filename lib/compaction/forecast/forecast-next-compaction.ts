import type { ReplayCall, ReplayEvent, ReplayResult } from "../replay/replay-result";
import { callsToCross, type GrowthRate } from "./calls-to-cross";
import { recentGrowth } from "./recent-growth";

/** The calls whose mean growth gives the expected count: recent enough to follow a change of pace. */
export const FORECAST_WINDOW_CALLS = 20;
/** Fewer calls of growth than this since the last compaction: no rate worth giving. */
export const FORECAST_MIN_CALLS = 5;
/** Further than this many calls, a forecast is a guess about work not yet asked for. */
export const FORECAST_HORIZON_CALLS = 200;
/**
 * Standard deviations either side of each rate's expected growth the range spans (a normal
 * 90% band). Growth is bursty and speeds up or slows down within a stretch, so the measured
 * share is lower: `npm run bench:forecast` prints it.
 */
export const FORECAST_RANGE_DEVIATIONS = 1.645;

export type ForecastOptions = {
  /** The last call the forecast may see (default: the last call of the result). */
  asOfCall?: number;
  windowCalls?: number;
  minCalls?: number;
  horizon?: number;
  deviations?: number;
};

type Now = {
  asOfCall: number;
  /** The replayed context at that call (its input and output). */
  contextTokens: number;
  /** The autocompact threshold of the replayed version and settings. */
  threshold: number;
};

/** What the forecast can say about the next auto compaction, as of one call. */
export type CompactionForecast =
  | { kind: "no-calls" }
  /** Auto compaction is off (a setting, or a window the version compacts only on overflow). */
  | ({ kind: "disabled" } & Now)
  /** The call records no usage (a proxy's zeros): the context it stands on is not known. */
  | ({ kind: "no-usage" } & Now)
  | ({ kind: "not-enough-calls"; growthCalls: number; needed: number } & Now)
  /** Not within the horizon at the recent rate (or the context is not growing). */
  | ({ kind: "beyond-horizon"; horizon: number; rate: GrowthRate } & Now)
  | ({
      kind: "forecast";
      /** Calls until the check that compacts: expected, soonest and latest (null: past the horizon). */
      calls: { expected: number; low: number; high: number | null };
      tokensToGo: number;
      /** The recent growth the expected count rests on. */
      rate: GrowthRate;
    } & Now);

function growthRate(deltas: readonly number[]): GrowthRate {
  const samples = deltas.length;
  const mean = deltas.reduce((sum, d) => sum + d, 0) / samples;
  const variance = deltas.reduce((sum, d) => sum + (d - mean) ** 2, 0) / Math.max(1, samples - 1);
  return { mean, spread: Math.sqrt(variance), samples };
}

/**
 * The soonest and latest call counts: each of three rates (the last half window, the window,
 * the whole stretch since the compaction) a number of deviations fast and slow, so a pace
 * that changed within the stretch widens the range instead of hiding in one mean.
 */
function callRange(
  deltas: readonly number[],
  windowCalls: number,
  gap: number,
  expected: number,
  { deviations, horizon }: { deviations: number; horizon: number },
): { low: number; high: number | null } {
  const rates = [Math.ceil(windowCalls / 2), windowCalls, deltas.length].map((n) =>
    growthRate(deltas.slice(-n)),
  );
  const lows = rates.map((rate) => callsToCross(gap, rate, deviations, horizon) ?? expected);
  const highs = rates.map((rate) => callsToCross(gap, rate, -deviations, horizon));
  const isBounded = highs.every((high) => high !== null);
  return {
    low: Math.min(expected, ...lows),
    high: isBounded ? Math.max(expected, ...highs.filter((high) => high !== null)) : null,
  };
}

/**
 * When the next auto compaction comes, from the replay's calls as of one call: the context
 * now, the threshold of the replayed version and settings, and how many calls until a check
 * reaches it at the mean growth of the last `windowCalls` calls since the last compaction
 * (drops left out), with a range from how much and how steadily it grew (`callRange`). Calls
 * are counted like `atCall`: a forecast of N as of call a is a compaction before call a + N.
 *
 * @example
 * forecastNextCompaction(replaySession(model))
 * // { kind: "forecast", calls: { expected: 6, low: 4, high: 9 }, tokensToGo: 24_690, ... }
 */
export function forecastNextCompaction(
  result: {
    calls: readonly Pick<ReplayCall, "replayTokens" | "actualTokens">[];
    events: readonly Pick<ReplayEvent, "kind" | "atCall">[];
    thresholds: Pick<ReplayResult["thresholds"], "autocompactThreshold" | "isAutoCompactEnabled">;
  },
  options: ForecastOptions = {},
): CompactionForecast {
  const last = result.calls.length - 1;
  const asOfCall = Math.min(options.asOfCall ?? last, last);
  const call = result.calls[asOfCall];
  if (call === undefined) return { kind: "no-calls" };
  const { thresholds } = result;
  const now: Now = {
    asOfCall,
    contextTokens: call.replayTokens,
    threshold: thresholds.autocompactThreshold,
  };
  if (!thresholds.isAutoCompactEnabled) return { kind: "disabled", ...now };
  if (call.actualTokens === 0) return { kind: "no-usage", ...now };
  const needed = options.minCalls ?? FORECAST_MIN_CALLS;
  const deltas = recentGrowth(result.calls, result.events, asOfCall);
  if (deltas.length < needed)
    return { kind: "not-enough-calls", growthCalls: deltas.length, needed, ...now };
  const windowCalls = options.windowCalls ?? FORECAST_WINDOW_CALLS;
  const rate = growthRate(deltas.slice(-windowCalls));
  const horizon = options.horizon ?? FORECAST_HORIZON_CALLS;
  const gap = now.threshold - now.contextTokens;
  const expected = gap <= 0 ? 1 : rate.mean > 0 ? Math.ceil(gap / rate.mean) : Infinity;
  if (expected > horizon) return { kind: "beyond-horizon", horizon, rate, ...now };
  const deviations = options.deviations ?? FORECAST_RANGE_DEVIATIONS;
  return {
    kind: "forecast",
    calls: { expected, ...callRange(deltas, windowCalls, gap, expected, { deviations, horizon }) },
    tokensToGo: Math.max(0, gap),
    rate,
    ...now,
  };
}
