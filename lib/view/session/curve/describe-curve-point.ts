import { formatInteger } from "@/lib/view/format/format-number";
import { CURVE_SERIES, STACKED_KEYS, type CurveSeriesKey } from "./curve-config";
import type { CurveMarker } from "./prepare-curve-markers";
import type { CurvePoint } from "./prepare-curve-series";
import { thresholdsCrossed, type ThresholdLine } from "./prepare-threshold-lines";

export type CurvePointRow = {
  key: CurveSeriesKey | "recordedTotal";
  label: string;
  color: string | null;
  value: string;
};

export type CurvePointDescription = {
  title: string;
  /** Top of the stack first, as the areas are drawn; then the totals. */
  rows: CurvePointRow[];
  crossed: string[];
  markers: string[];
};

/**
 * What the curve's tooltip says about one call: each recorded part, the recorded and replayed
 * totals (— where the replay has no such call), the thresholds the recorded context is at or
 * over, and the markers at that call.
 *
 * @example
 * describeCurvePoint(point, lines, markersByCall.get(point.call) ?? []).title // "Call 115"
 */
export function describeCurvePoint(
  point: CurvePoint,
  lines: readonly ThresholdLine[],
  markers: readonly CurveMarker[],
): CurvePointDescription {
  const parts: CurvePointRow[] = [...STACKED_KEYS].reverse().map((key) => ({
    key,
    label: CURVE_SERIES[key].label,
    color: CURVE_SERIES[key].color,
    value: formatInteger(point[key]),
  }));
  return {
    title: `Call ${point.call}`,
    rows: [
      ...parts,
      {
        key: "recordedTotal",
        label: "Recorded context",
        color: null,
        value: formatInteger(point.recordedTotal),
      },
      {
        key: "replayed",
        label: CURVE_SERIES.replayed.label,
        color: CURVE_SERIES.replayed.color,
        value: formatInteger(point.replayed),
      },
    ],
    crossed: thresholdsCrossed(lines, point.recordedTotal).map((line) => line.label),
    markers: markers.map((marker) => marker.label),
  };
}

/** Markers grouped by their call, for the tooltip (one pass). */
export function groupMarkersByCall(markers: readonly CurveMarker[]): Map<number, CurveMarker[]> {
  const byCall = new Map<number, CurveMarker[]>();
  for (const marker of markers) {
    const group = byCall.get(marker.atCall);
    if (group) group.push(marker);
    else byCall.set(marker.atCall, [marker]);
  }
  return byCall;
}
