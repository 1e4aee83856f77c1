import type { Thresholds } from "@/lib/compaction/mechanisms/threshold/compute-thresholds";
import { formatTokens } from "@/lib/view/format/format-number";
import { THRESHOLD_LINES, type ThresholdKey } from "./curve-config";

export type ThresholdLine = {
  key: ThresholdKey;
  value: number;
  label: string;
  /** Where the label sits, so labels of lines close together do not overlap. */
  labelSide: "left" | "right";
};

/** Two lines closer than this share of the window get their labels on opposite sides. */
const CLOSE_FRACTION = 0.08;

/**
 * The horizontal lines of the curve from the replay's thresholds, lowest first: the warning
 * level, the autocompact threshold (only when auto compaction is enabled), the blocking limit
 * and the window, each labelled with its value.
 *
 * @example
 * prepareThresholdLines(thresholds).map((line) => line.label)
 * // ["Warning 147K", "Autocompact 167K", "Blocking limit 177K", "Window 200K"]
 */
export function prepareThresholdLines(thresholds: Thresholds | null): ThresholdLine[] {
  if (!thresholds) return [];
  const values: [ThresholdKey, number][] = [
    ["warning", thresholds.warningThreshold],
    ...(thresholds.isAutoCompactEnabled
      ? ([["autocompact", thresholds.autocompactThreshold]] as [ThresholdKey, number][])
      : []),
    ["blocking", thresholds.blockingLimit],
    ["window", thresholds.window],
  ];
  const sorted = values.sort((a, b) => a[1] - b[1]);
  const lines: ThresholdLine[] = [];
  for (const [key, value] of sorted) {
    const previous = lines[lines.length - 1];
    const isClose =
      previous !== undefined && value - previous.value < thresholds.window * CLOSE_FRACTION;
    lines.push({
      key,
      value,
      label: `${THRESHOLD_LINES[key].label} ${formatTokens(value)}`,
      labelSide: isClose && previous.labelSide === "right" ? "left" : "right",
    });
  }
  return lines;
}

/** The thresholds a context of `tokens` is at or over, lowest first (for the tooltip). */
export function thresholdsCrossed(
  lines: readonly ThresholdLine[],
  tokens: number,
): ThresholdLine[] {
  return lines.filter((line) => tokens >= line.value);
}
