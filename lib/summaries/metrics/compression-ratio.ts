import type { Metric } from "./metric";

/** Range tokens per summary token. */
export const compressionRatioMetric: Metric = {
  id: "compression-ratio",
  label: "Compression ratio",
  definition:
    "The summarised range's tokens divided by the summary's tokens: 40× means each summary " +
    "token stands for 40 tokens of conversation. The range's tokens are the request builder's " +
    "estimate of the messages sent for summarisation (prompt excluded). A higher ratio frees " +
    "more context, but no side is better by itself: read it with the recall metrics. Not " +
    "defined for an empty summary.",
  better: null,
  readsRange: true,
  compute: ({ summaryTokens, rangeTokens }) => {
    if (summaryTokens <= 0) return { value: null, display: "n/a (empty summary)" };
    const ratio = rangeTokens / summaryTokens;
    return { value: ratio, display: `${ratio >= 10 ? ratio.toFixed(0) : ratio.toFixed(1)}×` };
  },
};
