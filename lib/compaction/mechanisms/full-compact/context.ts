import type { CompactionOutcome, EntrySpan } from "../../replay/compaction-outcome";
import { estimatePostCompactContext, type PostCompactContext } from "./post-compact-context";
import type { ReplayContext } from "../../replay/replay-context";
import { SUMMARY_TOKENS_FALLBACK } from "./config";

/** The summary size (shared with Codex's compaction): the replaced one, the override, the recorded summary at this call, the file's mean, the fallback. */
export function summaryTokensAt(ctx: ReplayContext, k: number): number {
  if (ctx.summaryAt?.atCall === k) return ctx.summaryAt.tokens;
  if (ctx.config.summaryTokens !== null) return ctx.config.summaryTokens;
  const recorded = ctx.index.compactionsAt.get(k)?.find((c) => c.summaryChars !== null);
  const chars = recorded?.summaryChars ?? null;
  if (chars !== null) return Math.round(chars / ctx.config.charsPerToken);
  return ctx.index.summaryMeanTokens ?? SUMMARY_TOKENS_FALLBACK;
}

/** The estimated context after a full compaction at call k: summary, restored files, todos, plan, skills. */
export function fullContext(
  ctx: ReplayContext,
  k: number,
  /** Messages kept verbatim after the summary (the kept last round). */
  kept?: { tokens: number; fromEntry: number },
): PostCompactContext {
  const { state, config } = ctx;
  const baseOverhead = config.baseOverheadTokens ?? ctx.index.baseOverhead;
  const input = {
    baseOverhead,
    summaryTokens: summaryTokensAt(ctx, k),
    files: state.files.values(),
    skills: state.skills,
    ...(kept && { keptTokens: kept.tokens, keptFromEntry: kept.fromEntry }),
  };
  return estimatePostCompactContext(
    { ...input, todoTokens: state.todoTokens, planTokens: state.planTokens },
    config,
  );
}

/** The records since the last compaction (its kept part included), up to call k. */
export function sinceLastCompaction(ctx: ReplayContext, k: number): EntrySpan {
  const from = ctx.lastCompaction?.entry ?? 0;
  return { from, to: ctx.index.firstEntry[k] ?? ctx.model.entries.length };
}

/** A full compaction at call k: everything since the last one summarised, the estimate after it. */
export function fullCompaction(
  ctx: ReplayContext,
  k: number,
  kind: CompactionOutcome["kind"],
  ptlRetries: number,
  trigger: string,
): CompactionOutcome {
  const context = fullContext(ctx, k);
  return {
    kind,
    context,
    summarised: sinceLastCompaction(ctx, k),
    kept: null,
    keptFromEntry: null,
    cacheRewriteTokens: context.total,
    ptlRetries,
    trigger,
  };
}
