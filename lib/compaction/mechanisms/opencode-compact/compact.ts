import type { CompactionOutcome } from "../../replay/compaction-outcome";
import type { ReplayContext } from "../../replay/replay-context";
import { nothingRestoredContext } from "../full-compact/post-compact-context";
import { sinceLastCompaction, summaryTokensAt } from "../full-compact/context";
import { findKeptTail, opencodeTailBudget } from "./kept-tail";

/**
 * What OpenCode sends around the summary after an auto compaction: the question "What did we do
 * so far?" before it and the synthetic "Continue if you have next steps, or stop and ask for
 * clarification if you are unsure how to proceed." after it (lab, 1.18.33), at chars / 4.
 */
export const OPENCODE_FRAME_TOKENS = 31;

/**
 * An OpenCode compaction at call k (`SessionCompaction.process`): the history since the last
 * compaction, the prompt that stood before the check included, is summarised up to the kept
 * tail (`findKeptTail`); what follows is the system prompt and tools, the summary in its frame,
 * then the tail. Sizes are the replay's estimates of each entry (OpenCode estimates chars / 4
 * of the messages' JSON).
 */
export function opencodeCompaction(ctx: ReplayContext, k: number): CompactionOutcome {
  const { config, index, model } = ctx;
  const span = sinceLastCompaction(ctx, k);
  const isCounted = (e: number) =>
    model.entries[e]?.source === model.mainSource &&
    index.isArtifact[e] === 0 &&
    index.isRewrite[e] === 0;
  const tokensOf = (e: number) => index.entryTokens[e] ?? 0;
  const budget = opencodeTailBudget(
    ctx.thresholds.autocompactThreshold,
    config.opencodePreserveRecentTokens,
  );
  const tail = findKeptTail(model.entries, span.from, span.to, { budget, tokensOf, isCounted });
  let keptTokens = 0;
  for (let e = tail; e < span.to; e++) if (isCounted(e)) keptTokens += tokensOf(e);
  const context = nothingRestoredContext({
    baseOverhead: config.baseOverheadTokens ?? index.baseOverhead,
    summaryTokens: summaryTokensAt(ctx, k) + OPENCODE_FRAME_TOKENS,
    keptTokens,
  });
  return {
    kind: "opencode-compact",
    context,
    summarised: { from: span.from, to: tail },
    kept: tail < span.to ? { from: tail, to: span.to } : null,
    keptFromEntry: tail,
    cacheRewriteTokens: context.total,
    ptlRetries: 0,
    trigger: "auto",
  };
}
