import { SUMMARY_METRICS } from "./metrics";
import type { Metric, MetricInput, MetricValue } from "./metrics/metric";

/**
 * Every metric of one summary against the range it summarised, keyed by metric id, in the
 * registry's order. Pure: the same input gives the same values.
 *
 * @example
 * computeSummaryMetrics({ summary, summaryTokens: 3_000, messages, rangeTokens: 120_000 })["compression-ratio"].display // "40×"
 */
export function computeSummaryMetrics(
  input: MetricInput,
  metrics: readonly Metric[] = SUMMARY_METRICS,
): Record<string, MetricValue> {
  return Object.fromEntries(metrics.map((metric) => [metric.id, metric.compute(input)]));
}
