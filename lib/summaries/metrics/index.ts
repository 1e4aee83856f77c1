import { aftermathCarriedMetric } from "./aftermath-carried";
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
 * The summary metrics in the order the comparison table shows them, the aftermath score
 * first: whether a summary kept what the session went on to need is the question the others
 * approach. A new metric is one file in this folder and one line here.
 */
export const SUMMARY_METRICS: readonly Metric[] = [
  aftermathCarriedMetric,
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
