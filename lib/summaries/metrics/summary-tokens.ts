import type { Metric } from "./metric";

/** The summary's size in tokens, as the summarizer reported it (or estimated at length/4). */
export const summaryTokensMetric: Metric = {
  id: "tokens",
  label: "Tokens",
  definition:
    "The summary's size in tokens: the output tokens the provider reported for it, or for the " +
    "recorded summary and the offline summarizer its length in characters divided by 4 (the " +
    "estimate Claude Code itself uses for text). This is what the summary costs in every later " +
    "call's context. No side is better by itself: read it with the recall metrics, since a " +
    "smaller summary that keeps less is not an improvement.",
  better: null,
  compute: ({ summaryTokens }) => ({
    value: summaryTokens,
    display: summaryTokens.toLocaleString("en-US"),
  }),
};
