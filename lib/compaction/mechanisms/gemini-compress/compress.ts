import type { CompactionOutcome } from "../../replay/compaction-outcome";
import type { ReplayContext } from "../../replay/replay-context";
import { nothingRestoredContext } from "../full-compact/post-compact-context";
import { sinceLastCompaction, summaryTokensAt } from "../full-compact/context";
import { findSplitPoint } from "./split-point";
import { activeBranch } from "./active-branch";

/** "Got it. Thanks for the additional context!": the model turn after the summary, / 4. */
export const GEMINI_ACK_TOKENS = 11; // chatCompressionService.js

/**
 * A Gemini CLI compression at call k (`ChatCompressionService.compress`), or null when the
 * history has no place to cut (Gemini CLI then leaves it as it is): the history since the last
 * compaction up to the last response is cut before a user prompt, leaving the newest
 * `geminiPreserveFraction` of it; the part before is summarised into a `<state_snapshot>`; what
 * follows is the system prompt and tools, the summary as a user turn, the model's short
 * acknowledgement, the kept part, then the input the check stood before.
 */
export function geminiCompression(ctx: ReplayContext, k: number): CompactionOutcome | null {
  const { config, index, model } = ctx;
  const span = sinceLastCompaction(ctx, k);
  const previous = index.calls[k - 1];
  const to = previous ? previous.lastEntry + 1 : span.from;
  // After a /rewind, only the branch the client kept is its history.
  const branch = activeBranch(model.entries, span.from, span.to);
  const isCounted = (e: number) =>
    (branch === null || branch.has(e)) &&
    model.entries[e]?.source === model.mainSource &&
    index.isArtifact[e] === 0 &&
    index.isRewrite[e] === 0;
  const tokensOf = (e: number) => index.entryTokens[e] ?? 0;
  const split = findSplitPoint(model.entries, span.from, to, {
    preserve: config.geminiPreserveFraction,
    tokensOf,
    isCounted,
  });
  if (split === null) return null;
  let keptTokens = 0;
  for (let e = split; e < span.to; e++) if (isCounted(e)) keptTokens += tokensOf(e);
  const base = config.baseOverheadTokens ?? index.baseOverhead;
  const context = nothingRestoredContext({
    baseOverhead: base,
    summaryTokens: summaryTokensAt(ctx, k) + GEMINI_ACK_TOKENS,
    keptTokens,
  });
  return {
    kind: "gemini-compress",
    context,
    summarised: { from: span.from, to: split },
    kept: split < span.to ? { from: split, to: span.to } : null,
    keptFromEntry: split,
    cacheRewriteTokens: context.total,
    ptlRetries: 0,
    trigger: "auto",
  };
}
