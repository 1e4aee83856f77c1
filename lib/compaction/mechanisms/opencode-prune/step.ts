import type { Entry } from "../../../transcript/model";
import { CLEARED_TOOL_OUTPUT } from "../../../transcript/opencode/recorded-prunes";
import { estimateBlockTokens, isTypedUserMessage } from "../../replay/estimate-tokens";
import type { ReplayContext } from "../../replay/replay-context";
import { advance, clearingDetail } from "../clearing";
import type { Check } from "../types";
import { planOpenCodePrune } from "./plan";

/** The entry of the prompt typed between call k - 1 and call k, or null (call k continues a loop). */
function promptBefore(ctx: ReplayContext, k: number): number | null {
  const previous = ctx.index.calls[k - 1];
  const call = ctx.index.calls[k];
  if (previous === undefined) return null;
  const end = call?.firstEntry ?? ctx.model.entries.length;
  for (let e = previous.lastEntry + 1; e < end; e++) {
    const entry = ctx.model.entries[e];
    if (entry && isTypedUserMessage(entry)) return e;
  }
  return null;
}

/** The results prune cleared since the replay's last compaction (the walk stops at them). */
function clearedSinceCompaction(ctx: ReplayContext): Set<string> {
  const since = ctx.lastCompaction?.call ?? -1;
  const ids = new Set<string>();
  for (const event of ctx.events)
    if (event.kind === "opencode-prune" && event.atCall > since)
      for (const result of event.detail.clearedResults) ids.add(result.toolUseId);
  return ids;
}

function resultTokens(ctx: ReplayContext, entry: Entry | undefined, toolUseId: string): number {
  const block = entry?.blocks.find((b) => b.kind === "tool_result" && b.toolUseId === toolUseId);
  return block ? estimateBlockTokens(block, ctx.config) : 0;
}

/**
 * OpenCode's prune in the replay: the client runs it when a prompt's loop ends, so its effect
 * shows at the first call of the next prompt; the check before that call walks the history
 * before the prompt (from the replay's last compaction) and clears what `planOpenCodePrune`
 * finds. Each cleared output is sent as "[Old tool result content cleared]" from then on: the
 * saving is its tokens less the marker's.
 */
export function opencodePruneStep(ctx: ReplayContext, check: Check): null {
  if (!ctx.config.opencodePrune || !check.isBeforeCall) return null;
  const prompt = promptBefore(ctx, check.k);
  if (prompt === null) return null;
  const cleared = clearedSinceCompaction(ctx);
  const { entries } = ctx.model;
  const plan = planOpenCodePrune(
    {
      entries,
      from: ctx.lastCompaction?.entry ?? 0,
      to: prompt,
      toolOf: (id) => ctx.index.toolNames.get(id),
      tokensOf: (e, id) => resultTokens(ctx, entries[e], id),
      isCleared: (id) => cleared.has(id),
    },
    {
      protectTokens: ctx.config.opencodePruneProtectTokens,
      minimumTokens: ctx.config.opencodePruneMinimumTokens,
      skippedTurns: ctx.config.opencodePruneSkippedTurns,
      protectedTools: ctx.config.opencodePruneProtectedTools,
    },
  );
  if (!plan.isPruned) return null;
  const marker = Math.round(CLEARED_TOOL_OUTPUT.length / ctx.config.charsPerToken);
  const saved = Math.max(0, plan.prunedTokens - marker * plan.cleared.length);
  ctx.state.cleared.push(...plan.cleared);
  const detail = {
    ...clearingDetail(ctx, check.k, "opencode-prune", saved),
    toolResultTokens: plan.totalTokens,
    cleared: plan.cleared.length,
    prunedTokens: plan.prunedTokens,
    clearedResults: plan.cleared,
  };
  ctx.events.push({ kind: "opencode-prune", ...advance(check, saved), detail });
  return null;
}
