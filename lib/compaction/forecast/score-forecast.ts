import type { CompactionForecast } from "./forecast-next-compaction";

/** How one forecast did against the compaction that really came `actualCalls` calls later. */
export type ForecastScore =
  | { kind: "forecast"; error: number; isInRange: boolean }
  /** "Not within the horizon": right when the compaction came later than that. */
  | { kind: "beyond-horizon"; isInRange: boolean }
  | { kind: "no-forecast"; reason: CompactionForecast["kind"] };

/**
 * The forecast's error in calls (expected minus actual: positive is late) and whether the
 * actual count fell inside its range.
 *
 * @example
 * scoreForecast(forecast, 7) // { kind: "forecast", error: -1, isInRange: true }
 */
export function scoreForecast(forecast: CompactionForecast, actualCalls: number): ForecastScore {
  if (forecast.kind === "forecast") {
    const { expected, low, high } = forecast.calls;
    return {
      kind: "forecast",
      error: expected - actualCalls,
      isInRange: low <= actualCalls && (high === null || actualCalls <= high),
    };
  }
  if (forecast.kind === "beyond-horizon")
    return { kind: "beyond-horizon", isInRange: actualCalls > forecast.horizon };
  return { kind: "no-forecast", reason: forecast.kind };
}
