import {
  CURVE_SERIES,
  MARKER_STYLES,
  STACKED_KEYS,
  THRESHOLD_LINES,
  type MarkerShape,
} from "./curve-config";
import type { CurveMarker } from "./prepare-curve-markers";
import type { ThresholdLine } from "./prepare-threshold-lines";

export type LegendItem = {
  key: string;
  label: string;
  color: string;
  symbol: "area" | "line" | "dashed" | MarkerShape;
};

/**
 * The legend of one curve, from the same config the chart draws with: the recorded parts, the
 * replayed line when there is one, the threshold lines drawn, and the kinds of marker present.
 *
 * @example
 * prepareCurveLegend(lines, markers, true).map((item) => item.label)
 */
export function prepareCurveLegend(
  lines: readonly ThresholdLine[],
  markers: readonly CurveMarker[],
  hasReplayed: boolean,
): LegendItem[] {
  const styles = new Set(markers.map((marker) => marker.style));
  return [
    ...STACKED_KEYS.map((key) => ({ key, ...CURVE_SERIES[key], symbol: "area" as const })),
    ...(hasReplayed
      ? [{ key: "replayed", ...CURVE_SERIES.replayed, symbol: "line" as const }]
      : []),
    ...lines.map((line) => ({
      key: line.key,
      ...THRESHOLD_LINES[line.key],
      symbol: "dashed" as const,
    })),
    ...Object.entries(MARKER_STYLES)
      .filter(([key]) => styles.has(key as keyof typeof MARKER_STYLES))
      .map(([key, style]) => ({
        key,
        label: style.label,
        color: style.color,
        symbol: style.shape,
      })),
  ];
}
