import type { Thresholds } from "@/lib/compaction/mechanisms/threshold/compute-thresholds";
import type { CurvePoint } from "./prepare-curve-series";

export type CurveScale = {
  yMax: number;
  /** Heights of the marker lanes above the data: recorded on top, replayed just below. */
  laneY: { recorded: number; replayed: number };
};

const STEP = 20_000;
/** Room above the highest line for the two marker lanes. */
const HEADROOM = 1.14;

/**
 * The token axis of a curve: the highest of the window and every recorded and replayed total,
 * with headroom for the marker lanes, rounded up to 20K. Computed over the whole curve so
 * zooming does not rescale the axis.
 *
 * @example
 * prepareCurveScale(points, thresholds).yMax // 240_000 for a 200K window
 */
export function prepareCurveScale(
  points: readonly CurvePoint[],
  thresholds: Thresholds | null,
): CurveScale {
  let top = thresholds?.window ?? 0;
  for (const point of points) top = Math.max(top, point.recordedTotal, point.replayed ?? 0);
  const yMax = Math.max(STEP, Math.ceil((top * HEADROOM) / STEP) * STEP);
  const lane = (yMax - top) / 3;
  return { yMax, laneY: { recorded: yMax - lane, replayed: yMax - 2 * lane } };
}
