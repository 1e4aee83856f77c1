import type { CompactionOutcome } from "../../replay/compaction-outcome";
import { estimatePostCompactContext } from "../full-compact/post-compact-context";
import type { ReplayContext } from "../../replay/replay-context";
import { planSessionMemoryKeep } from "./plan";
import type { Check } from "../types";

/**
 * Seed 003's extraction cadence, after the records before call k+1 are consumed: the memory
 * file covers the session up to the last extraction.
 */
export function trackSessionMemory(ctx: ReplayContext, k: number): void {
  const { config, state, memory } = ctx;
  if (!config.sessionMemoryCompact) return;
  const tokens = ctx.replay[k] ?? 0;
  const isFirst = memory.lastSummarizedEntry === null;
  const grew = tokens - memory.tokensAtExtraction >= config.smUpdateTokens;
  const toolsDue =
    state.toolUsesSinceExtraction >= config.smUpdateToolCalls || state.toolUsesInLastMessage === 0;
  if (isFirst ? tokens >= config.smInitTokens : grew && toolsDue) {
    memory.lastSummarizedEntry = ctx.index.calls[k]?.lastEntry ?? null;
    memory.tokensAtExtraction = tokens;
    state.toolUsesSinceExtraction = 0;
  }
}

/** Seeds 003, 004: when autocompact is due, try the memory file plus a kept window first. */
export function sessionMemoryStep(ctx: ReplayContext, check: Check): CompactionOutcome | null {
  const { config, index } = ctx;
  const { k, count } = check;
  if (!check.isAutoDue) return null;
  if (!config.sessionMemoryCompact || ctx.memory.lastSummarizedEntry === null) return null;
  const now = index.firstEntry[k] ?? 0;
  const floor = ctx.lastCompaction?.entry ?? 0;
  const input = {
    index,
    entries: ctx.model.entries,
    lastSummarizedEntry: ctx.memory.lastSummarizedEntry,
    now,
    floor,
  };
  const keep = planSessionMemoryKeep(input, config);
  const memory = Math.min(
    config.smMemoryFileTokens,
    config.smFileMaxTokens,
    config.smSections * config.smSectionTokens,
  );
  const baseOverhead = config.baseOverheadTokens ?? index.baseOverhead;
  const total = baseOverhead + memory + keep.keptTokens;
  if (total >= ctx.thresholds.autocompactThreshold) {
    const detail = {
      estimatedPostTokens: total,
      keptTokens: keep.keptTokens,
      memoryTokens: memory,
    };
    ctx.events.push({
      kind: "session-memory-rejected",
      atCall: k,
      tokensBefore: count,
      tokensAfter: count,
      detail,
    });
    return null;
  }
  const parts = { baseOverhead, summaryTokens: memory, keptTokens: keep.keptTokens };
  const context = estimatePostCompactContext(
    { ...parts, files: [], skills: [], todoTokens: 0, planTokens: 0 },
    config,
  );
  return {
    kind: "session-memory-compact",
    context,
    summarised: { from: floor, to: keep.startEntry },
    kept: { from: keep.startEntry, to: now },
    keptFromEntry: keep.startEntry,
    cacheRewriteTokens: context.total,
    ptlRetries: 0,
    trigger: "auto",
  };
}
