import { baselineModelSchema } from "../../contracts/summary-baseline";
import { estimateTextTokens } from "../estimate-text-tokens";
import { withoutSummaryPrompt } from "../offline";
import type { SummarizeInput, SummarizeOutcome, Summarizer } from "../summarizer";
import { baselineText } from "./baseline-texts";

/**
 * The baselines no summary should lose to, behind the Summarizer interface so a variant or a
 * batch makes them like any other: the request's model names the baseline
 * (`baseline:last-user-messages:5`), the text is computed from the request's messages (the
 * summary prompt left out) and the files the policy restores at the point. No model, no cost;
 * tokens estimated like the offline summarizer's.
 *
 * @example
 * await createBaselineSummarizer().summarize({ request: { ...request, model: "baseline:mask-tool-outputs" } })
 */
export function createBaselineSummarizer(): Summarizer {
  return {
    provider: "baseline",
    async summarize({
      request,
      signal,
      onText,
      restoredFiles,
    }: SummarizeInput): Promise<SummarizeOutcome> {
      const started = performance.now();
      if (signal?.aborted)
        return { ok: false, failure: { code: "cancelled", message: "The summary was cancelled." } };
      const baseline = baselineModelSchema.safeParse(request.model);
      if (!baseline.success)
        return {
          ok: false,
          failure: {
            code: "invalid_request",
            message: baseline.error.issues.map((issue) => issue.message).join("; "),
          },
        };
      const text = baselineText(
        baseline.data,
        withoutSummaryPrompt(request.messages),
        restoredFiles ?? [],
      );
      const outputTokens = estimateTextTokens(text);
      onText?.(text, { outputTokens });
      return {
        ok: true,
        value: {
          text,
          model: request.model,
          inputTokens: 0,
          outputTokens,
          stopReason: null,
          latencyMs: Math.round(performance.now() - started),
          costUsd: 0,
        },
      };
    },
  };
}
