import type { MetricInput } from "../metrics/metric";
import { makeConversation, type Step } from "./make-conversation";

/** A MetricInput from a summary and conversation steps; tokens at length/4 unless given. */
export function makeMetricInput(
  summary: string,
  steps: Step[],
  tokens: Partial<Pick<MetricInput, "summaryTokens" | "rangeTokens">> = {},
): MetricInput {
  return {
    summary,
    summaryTokens: tokens.summaryTokens ?? Math.round(summary.length / 4),
    messages: makeConversation(steps),
    rangeTokens: tokens.rangeTokens ?? 0,
  };
}
