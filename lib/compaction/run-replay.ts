import type { TranscriptModel } from "../transcript/model";
import { checkEstimate } from "./check-estimate";
import { computeThresholds, type Thresholds } from "./compute-thresholds";
import type { ReplayConfig } from "./replay-config";
import { createReplayContext, type ReplayContext } from "./replay-context";
import { buildReplayIndex, type ReplayIndex } from "./replay-index";
import type { ReplayCall, ReplayEvent } from "./replay-result";
import { runCompaction, type CompactionOutcome } from "./run-compaction";
import { runMicrocompacts } from "./run-microcompacts";
import { thresholdStates } from "./threshold-states";

export type ReplayRun = {
  index: ReplayIndex;
  thresholds: Thresholds;
  calls: ReplayCall[];
  events: ReplayEvent[];
};

/** Feeds the records before call k (main thread, not compaction artifacts) to the session state. */
function consumeUntil(ctx: ReplayContext, from: number, to: number): void {
  const { model, index, state } = ctx;
  for (let e = from; e < to; e++) {
    const entry = model.entries[e];
    if (entry && entry.source === model.mainSource && index.isArtifact[e] === 0)
      state.consume(entry, e);
  }
}

/** Seed 003's extraction cadence: the memory file covers the session up to the last extraction. */
function trackSessionMemory(ctx: ReplayContext, k: number): void {
  const { config, state, memory } = ctx;
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

function applyCompaction(
  ctx: ReplayContext,
  k: number,
  count: number,
  outcome: CompactionOutcome,
): void {
  const call = ctx.index.calls[k];
  const recorded = ctx.index.compactionsAt.get(k)?.[0];
  // Where the real session compacted at the same call, its next call is the truth to follow.
  const isAligned = recorded !== undefined && call !== undefined;
  const tokensAfter = isAligned
    ? call.contextTokens - call.usage.outputTokens
    : outcome.context.total;
  if (call !== undefined)
    ctx.replay[k] = isAligned ? call.contextTokens : tokensAfter + call.usage.outputTokens;
  const previous = ctx.lastCompaction;
  const c = outcome.context;
  ctx.events.push({
    kind: outcome.kind,
    atCall: k,
    tokensBefore: count,
    tokensAfter,
    detail: {
      trigger: outcome.trigger,
      threshold: ctx.thresholds.autocompactThreshold,
      isAligned,
      estimatedPostTokens: c.total,
      recordedPreTokens: recorded?.preTokens ?? null,
      recordedPostTokens: recorded?.postTokens ?? null,
      baseOverhead: c.baseOverhead,
      summaryTokens: c.summaryTokens,
      keptTokens: c.keptTokens,
      restoredFiles: c.restoredFiles.length,
      restoredFileTokens: c.restoredFileTokens,
      todoTokens: c.todoTokens,
      planTokens: c.planTokens,
      skillTokens: c.skillTokens,
      ptlRetries: outcome.ptlRetries,
      cacheRewriteTokens: outcome.cacheRewriteTokens,
      isRecompaction: previous !== null,
      callsSincePrevious: previous === null ? k : k - previous.call,
      tokensSincePrevious: previous === null ? count : count - previous.tokensAfter,
    },
  });
  const entry = ctx.index.firstEntry[k] ?? ctx.model.entries.length;
  if (outcome.keptFromEntry === null)
    ctx.state.resetAfterCompaction(c.restoredFiles, c.restoredSkills);
  else ctx.state.dropBefore(outcome.keptFromEntry);
  ctx.lastCompaction = { call: k, entry: outcome.keptFromEntry ?? entry, tokensAfter };
  // The extraction cadence measures growth from here on (seed 003).
  ctx.memory.tokensAtExtraction = tokensAfter;
}

/**
 * Replays the main thread call by call (SPEC §5). Before each call: count (last replayed
 * context + estimate), microcompact, autocompact or manual compaction. Each call's replayed
 * context is the previous one plus the growth the transcript shows, or the post-compact
 * context after a replayed compaction; where the real session compacted or microcompacted
 * and the replay did not, growth is estimated from the new records instead of the real drop.
 * Linear in calls + records.
 */
export function runReplay(model: TranscriptModel, config: ReplayConfig, window: number): ReplayRun {
  const index = buildReplayIndex(model, config);
  const thresholds = computeThresholds(config, window);
  const ctx = createReplayContext(model, index, config, thresholds);
  const calls: ReplayCall[] = [];
  if (ctx.guardedSource !== null && index.calls.length > 0) {
    const detail = { source: ctx.guardedSource };
    ctx.events.push({
      kind: "recursion-guard",
      atCall: 0,
      tokensBefore: 0,
      tokensAfter: 0,
      detail,
    });
  }
  let cursor = 0;
  const n = index.calls.length;
  for (let k = 0; k <= n; k++) {
    const first = index.firstEntry[k] ?? model.entries.length;
    consumeUntil(ctx, cursor, first);
    cursor = first;
    if (k > 0 && config.sessionMemoryCompact) trackSessionMemory(ctx, k - 1);
    let count = (k > 0 ? (ctx.replay[k - 1] ?? 0) : 0) + checkEstimate(index, k, config);
    const mc = k > 0 && k < n ? runMicrocompacts(ctx, k, count) : null;
    count = mc?.count ?? count;
    ctx.counts[k] = count;
    const outcome = k > 0 ? runCompaction(ctx, k, count, k < n && !(mc?.isTierOne ?? false)) : null;
    const call = index.calls[k];
    if (call === undefined) {
      if (outcome !== null) applyCompaction(ctx, k, count, outcome);
      break;
    }
    if (outcome !== null) applyCompaction(ctx, k, count, outcome);
    else if (k === 0) ctx.replay[0] = call.contextTokens;
    else {
      const previous = index.calls[k - 1];
      const hasRecordedMicro = index.microcompactionsAt.has(k);
      const isUnreproduced =
        index.compactionsAt.has(k) || (hasRecordedMicro && !(mc?.happened ?? false));
      const delta = isUnreproduced
        ? (index.estAfterLast[k] ?? 0) + call.usage.outputTokens
        : call.contextTokens - (previous?.contextTokens ?? 0);
      const saved = hasRecordedMicro ? 0 : (mc?.saved ?? 0);
      ctx.replay[k] = Math.max(0, (ctx.replay[k - 1] ?? 0) + delta - saved);
    }
    const replayTokens = ctx.replay[k] ?? 0;
    calls.push({
      index: k,
      actualTokens: call.contextTokens,
      replayTokens,
      countTokens: count,
      states: thresholdStates(count, thresholds),
    });
  }
  return { index, thresholds, calls, events: ctx.events };
}
