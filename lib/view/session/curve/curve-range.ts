import type { CurvePoint } from "./prepare-curve-series";

export type CallRange = { from: number; to: number };

/**
 * A range from the URL fitted to the calls there are: ends clamped to the first and last call;
 * null when nothing is left, or when the range covers every call (not zoomed).
 *
 * @example
 * clampCallRange({ from: -5, to: 40 }, 0, 140) // { from: 0, to: 40 }
 */
export function clampCallRange(
  range: CallRange | null,
  first: number | null,
  last: number | null,
): CallRange | null {
  if (!range || first === null || last === null) return null;
  const from = Math.max(range.from, first);
  const to = Math.min(range.to, last);
  if (from > to || (from === first && to === last)) return null;
  return { from, to };
}

/** The brush's handles over `points` for a range: first point at or after `from`, last at or before `to`. */
export function rangeToBrushIndices(
  points: readonly CurvePoint[],
  range: CallRange | null,
): { startIndex: number; endIndex: number } {
  const last = Math.max(0, points.length - 1);
  if (!range) return { startIndex: 0, endIndex: last };
  let startIndex = points.findIndex((point) => point.call >= range.from);
  if (startIndex < 0) startIndex = last;
  let endIndex = last;
  while (endIndex > startIndex && (points[endIndex]?.call ?? 0) > range.to) endIndex--;
  return { startIndex, endIndex };
}

/** The range the brush's handles select; null when they span every point (zoom reset). */
export function brushIndicesToRange(
  points: readonly CurvePoint[],
  startIndex: number | undefined,
  endIndex: number | undefined,
): CallRange | null {
  const last = points.length - 1;
  const start = Math.max(0, startIndex ?? 0);
  const end = Math.min(last, endIndex ?? last);
  if (last < 0 || (start === 0 && end === last)) return null;
  const from = points[start]?.call;
  const to = points[end]?.call;
  return from === undefined || to === undefined || from > to ? null : { from, to };
}
