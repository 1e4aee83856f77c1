import { formatInteger } from "@/lib/view/format/format-number";
import type { CallRange } from "./curve-range";
import type { CurveSeries } from "./prepare-curve-series";

/**
 * The curve's honest count: how many points stand for how many calls, and which calls.
 *
 * @example
 * describeCurveCount(series, null) // "Showing 1,204 points for 20,000 calls: ..."
 */
export function describeCurveCount(
  series: Pick<CurveSeries, "points" | "callsInRange" | "isDownsampled">,
  range: CallRange | null,
): string {
  const where = range ? ` (calls ${range.from}–${range.to})` : "";
  const calls = formatInteger(series.callsInRange);
  return series.isDownsampled
    ? `Showing ${formatInteger(series.points.length)} points for ${calls} calls${where}: each stretch keeps its lowest and highest calls and every event`
    : `${calls} calls${where}`;
}
