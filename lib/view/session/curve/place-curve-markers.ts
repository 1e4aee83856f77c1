import type { CurveScale } from "./curve-scale";
import type { CurveMarker } from "./prepare-curve-markers";

/** The plot area inside the chart, in pixels: where calls and tokens map to. */
export type PlotArea = { left: number; top: number; width: number; height: number };

export type PlacedMarker = { marker: CurveMarker; cx: number; cy: number };

/**
 * Where each marker sits on the plot: its call on the linear call axis over `domain`, its
 * lane's height on the token axis from 0 to `scale.yMax`, the same linear scales the chart's
 * layers below use (so a marker stands on its call's line to the pixel). Markers outside the
 * domain (a zoom) are left out. Drawn as plain SVG: placing 500 markers through a chart
 * library's series cost most of a constant change's redraw on a 10,000-call session.
 *
 * @example
 * placeCurveMarkers([marker(50)], [0, 100], scale, { left: 50, top: 0, width: 200, height: 100 })
 * // [{ marker, cx: 150, cy: ... }]
 */
export function placeCurveMarkers(
  markers: readonly CurveMarker[],
  domain: readonly [number, number],
  scale: CurveScale,
  plot: PlotArea,
): PlacedMarker[] {
  const [from, to] = domain;
  const span = to - from;
  const xOf = (call: number) =>
    plot.left + (span === 0 ? plot.width / 2 : ((call - from) / span) * plot.width);
  const yOf = (tokens: number) =>
    plot.top + (scale.yMax === 0 ? 0 : (1 - tokens / scale.yMax) * plot.height);
  const placed: PlacedMarker[] = [];
  for (const marker of markers) {
    if (marker.atCall < from || marker.atCall > to) continue;
    placed.push({ marker, cx: xOf(marker.atCall), cy: yOf(scale.laneY[marker.source]) });
  }
  return placed;
}
