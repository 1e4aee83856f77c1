import { forecastNextCompaction } from "@/lib/compaction/forecast/forecast-next-compaction";
import type { InspectorReplay } from "@/lib/contracts/inspector-replay";
import { describeForecast, type ForecastView } from "./describe-forecast";

/**
 * The forecast panel from the replay the page shows, as of its last call: recomputed from
 * the result itself, so new calls or changed constants move it with nothing cached.
 *
 * @example
 * prepareForecast(replay, "2.1.22 under auto").context // "Context now 142,310 of 167,000 (…)."
 */
export function prepareForecast(
  replay: Pick<InspectorReplay, "calls" | "events" | "thresholds">,
  settings: string,
): ForecastView {
  return describeForecast(forecastNextCompaction(replay), settings, replay.calls.length - 1);
}
