import type { CompactionOutcome } from "../../replay/compaction-outcome";
import type { ReplayContext } from "../../replay/replay-context";
import { nothingRestoredContext } from "../full-compact/post-compact-context";
import { sinceLastCompaction, summaryTokensAt } from "../full-compact/context";
import { planKeptUserMessages } from "./kept-user-messages";

/**
 * The context Codex injects before the first user message (developer and system messages,
 * user instructions, environment context): the meta user records before the first call. The
 * rebuilt history starts with it again (`build_initial_context`).
 */
export function initialContextTokens(ctx: ReplayContext): number {
  const { model, index } = ctx;
  const end = index.firstEntry[0] ?? model.entries.length;
  let tokens = 0;
  for (let e = 0; e < end; e++) {
    const entry = model.entries[e];
    if (entry?.source === model.mainSource && entry.type === "user" && entry.isMeta)
      tokens += index.entryTokens[e] ?? 0;
  }
  return tokens;
}

/**
 * A Codex compaction at call k (`run_compact_task_inner` in codex-rs/core/src/compact.rs): the
 * history is summarised; what follows is the system prompt and tools, the initial context,
 * the recent user messages up to the budget, and the summary behind its fixed prefix; then the
 * prompt of the turn the check stood before. Ghost snapshots are kept but never sent. Nothing
 * else is restored (no files, todos or plan).
 */
export function codexCompaction(ctx: ReplayContext, k: number): CompactionOutcome {
  const { config, index, model } = ctx;
  // The new turn's prompt joins after the rebuilt history, outside the budget (lab, 0.169.0).
  const previous = index.calls[k - 1];
  const to = previous ? previous.lastEntry + 1 : 0;
  const pendingPrompts = index.estPromptsAfterLast[k] ?? 0;
  const kept = planKeptUserMessages(model.entries, to, {
    budgetTokens: config.codexUserMessageBudgetTokens,
    charsPerToken: config.charsPerToken,
    isCounted: (e) =>
      model.entries[e]?.source === model.mainSource &&
      index.isArtifact[e] === 0 &&
      index.isRewrite[e] === 0,
  });
  const base = config.baseOverheadTokens ?? index.baseOverhead;
  const context = nothingRestoredContext({
    baseOverhead: base + initialContextTokens(ctx),
    summaryTokens: config.codexSummaryPrefixTokens + summaryTokensAt(ctx, k),
    keptTokens: kept.tokens + pendingPrompts,
  });
  return {
    kind: "codex-auto-compact",
    context,
    summarised: sinceLastCompaction(ctx, k),
    kept: null,
    keptFromEntry: null,
    cacheRewriteTokens: context.total,
    ptlRetries: 0,
    trigger: "auto",
  };
}
