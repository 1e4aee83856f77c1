import { callsUntilNextCompactionMetric } from "./calls-until-next-compaction";
import { compressionRatioMetric } from "./compression-ratio";
import { errorRecallMetric } from "./error-recall";
import { fabricatedQuotesMetric } from "./fabricated-quotes";
import { fileRecallMetric } from "./file-recall";
import type { Metric } from "./metric";
import { sectionsPresentMetric } from "./sections-present";
import { summaryTokensMetric } from "./summary-tokens";
import { userMessageRecallMetric } from "./user-message-recall";

/**
 * The summary metrics in the order the comparison table shows them. A new metric is
 * one file in this folder and one line here.
 */
export const SUMMARY_METRICS: readonly Metric[] = [
  summaryTokensMetric,
  compressionRatioMetric,
  sectionsPresentMetric,
  userMessageRecallMetric,
  fileRecallMetric,
  errorRecallMetric,
  fabricatedQuotesMetric,
  callsUntilNextCompactionMetric,
];

export type { Metric, MetricInput, MetricValue } from "./metric";
