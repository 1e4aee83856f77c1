import type { MetricValue } from "./metric";

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * A recall as every recall metric shows it: the share found, "83% (10 of 12)", the missed
 * items listed; null with `none` shown when the range has nothing to recall.
 *
 * @example
 * recallValue(["a", "b"], ["b"], "no files").display // "50% (1 of 2)"
 */
export function recallValue(all: string[], missed: string[], none: string): MetricValue {
  if (all.length === 0) return { value: null, display: none, items: [] };
  const found = all.length - missed.length;
  const share = found / all.length;
  return { value: share, display: `${percent(share)} (${found} of ${all.length})`, items: missed };
}
