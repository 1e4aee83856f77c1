import { SUMMARY_METRICS } from "./metrics";
import {
  NOTHING_SUMMARISED,
  type Metric,
  type MetricInput,
  type MetricValue,
} from "./metrics/metric";

/**
 * Every metric of one summary against the range it summarised, keyed by metric id, in the
 * registry's order. Pure: the same input gives the same values. For an empty range (no
 * message), the metrics that read the range answer "n/a (nothing summarised in this file)"
 * rather than a ratio of 0 or every quote fabricated.
 *
 * @example
 * computeSummaryMetrics({ summary, summaryTokens: 3_000, messages, rangeTokens: 120_000 })["compression-ratio"].display // "40×"
 */
export function computeSummaryMetrics(
  input: MetricInput,
  metrics: readonly Metric[] = SUMMARY_METRICS,
): Record<string, MetricValue> {
  const empty = input.messages.length === 0;
  return Object.fromEntries(
    metrics.map((metric) => [
      metric.id,
      empty && metric.readsRange === true ? NOTHING_SUMMARISED : metric.compute(input),
    ]),
  );
}
