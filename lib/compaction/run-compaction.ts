import { attemptCompaction } from "./attempt-compaction";
import { planPartialCompaction } from "./partial-compact";
import { estimatePostCompactContext, type PostCompactContext } from "./post-compact-context";
import { RESUME_TRIGGER } from "./copied-boundary";
import type { ReplayContext } from "./replay-context";
import type { KindOf } from "./event-kinds";
import { planSessionMemoryKeep } from "./session-memory-compact";
import { SUMMARY_TOKENS_FALLBACK } from "./seed-constants";
import { buildPtlMessages } from "./build-ptl-messages";

/** Entries [from, to) of `model.entries`. */
export type EntrySpan = { from: number; to: number };

export type CompactionOutcome = {
  kind: KindOf<"compaction">;
  context: PostCompactContext;
  summarised: EntrySpan;
  /** The records kept verbatim (session memory, partial); null for a full compaction. */
  kept: EntrySpan | null;
  /** Where the kept messages start (session memory, partial up_to): results before are gone. */
  keptFromEntry: number | null;
  cacheRewriteTokens: number;
  ptlRetries: number;
  trigger: string;
};

/** The summary size: the replaced one, the override, the recorded summary at this call, the file's mean, the fallback. */
function summaryTokensAt(ctx: ReplayContext, k: number): number {
  if (ctx.summaryAt?.atCall === k) return ctx.summaryAt.tokens;
  if (ctx.config.summaryTokens !== null) return ctx.config.summaryTokens;
  const recorded = ctx.index.compactionsAt.get(k)?.find((c) => c.summaryChars !== null);
  const chars = recorded?.summaryChars ?? null;
  if (chars !== null) return Math.round(chars / ctx.config.charsPerToken);
  return ctx.index.summaryMeanTokens ?? SUMMARY_TOKENS_FALLBACK;
}

function fullContext(ctx: ReplayContext, k: number): PostCompactContext {
  const { state, config } = ctx;
  const baseOverhead = config.baseOverheadTokens ?? ctx.index.baseOverhead;
  const input = {
    baseOverhead,
    summaryTokens: summaryTokensAt(ctx, k),
    files: state.files.values(),
    skills: state.skills,
  };
  return estimatePostCompactContext(
    { ...input, todoTokens: state.todoTokens, planTokens: state.planTokens },
    config,
  );
}

/** The records since the last compaction (its kept part included), up to call k. */
function sinceLastCompaction(ctx: ReplayContext, k: number): EntrySpan {
  const from = ctx.lastCompaction?.entry ?? 0;
  return { from, to: ctx.index.firstEntry[k] ?? ctx.model.entries.length };
}

/** Sends the summarization request; counts a failure toward the circuit breaker when `isAuto`. */
function summarize(ctx: ReplayContext, k: number, count: number, isAuto: boolean): number | null {
  const { config } = ctx;
  ctx.compactionAttempts += 1;
  const attempt = attemptCompaction(
    {
      requestTokens: count + config.summaryPromptTokens,
      window: ctx.thresholds.window,
      buildMessages: () => buildPtlMessages(ctx, k, count),
      isInjectedFailure: ctx.compactionAttempts <= config.injectedCompactFailures,
    },
    config,
  );
  for (const retry of attempt.retries) {
    const { requestTokens, droppedTokens, gapTokens } = retry;
    const detail = { attempt: retry.attempt, gapTokens, droppedTokens };
    ctx.events.push({
      kind: "ptl-retry",
      atCall: k,
      tokensBefore: requestTokens + droppedTokens,
      tokensAfter: requestTokens,
      detail,
    });
  }
  if (attempt.ok) {
    if (isAuto) ctx.consecutiveFailures = 0;
    return attempt.retries.length;
  }
  const failures = isAuto ? ++ctx.consecutiveFailures : ctx.consecutiveFailures;
  const detail = { reason: attempt.reason, consecutiveFailures: failures, isAuto };
  ctx.events.push({
    kind: "compact-failed",
    atCall: k,
    tokensBefore: count,
    tokensAfter: count,
    detail,
  });
  if (isAuto && failures >= config.circuitBreakerFailures) {
    ctx.isBreakerTripped = true;
    ctx.events.push({
      kind: "circuit-breaker",
      atCall: k,
      tokensBefore: count,
      tokensAfter: count,
      detail: { failures },
    });
  }
  return null;
}

function trySessionMemory(ctx: ReplayContext, k: number, count: number): CompactionOutcome | null {
  const { config, index } = ctx;
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

/**
 * The compaction step of one check: autocompact when the count reaches the threshold
 * (session memory first, then a full compaction with PTL retries and the circuit breaker),
 * else a manual compaction recorded or requested at this call. `canAuto` is false after
 * the end of the file and when seed 002's microcompact tier already handled this check.
 * Null when nothing compacted.
 */
export function runCompaction(
  ctx: ReplayContext,
  k: number,
  count: number,
  mayAuto: boolean,
): CompactionOutcome | null {
  const { config, thresholds, state } = ctx;
  const canAuto =
    mayAuto &&
    thresholds.isAutoCompactEnabled &&
    ctx.guardedSource === null &&
    !ctx.isBreakerTripped;
  if (canAuto && count >= thresholds.autocompactThreshold) {
    const memory = trySessionMemory(ctx, k, count);
    if (memory !== null) return memory;
    const retries = summarize(ctx, k, count, true);
    if (retries !== null) {
      const context = fullContext(ctx, k);
      return {
        kind: "autocompact",
        context,
        summarised: sinceLastCompaction(ctx, k),
        kept: null,
        keptFromEntry: null,
        cacheRewriteTokens: context.total,
        ptlRetries: retries,
        trigger: "auto",
      };
    }
  }
  const manual = ctx.manual.get(k);
  if (manual === undefined || k === 0) return null;
  // A copied boundary happened in another session: no setting here stops it, no request fails.
  const isGiven = manual.trigger === RESUME_TRIGGER;
  if (config.disableCompact && !isGiven) return null;
  const retries = isGiven ? 0 : summarize(ctx, k, count, false);
  if (retries === null) return null;
  if (manual.direction === "full" || manual.pivotCall === undefined) {
    const context = fullContext(ctx, k);
    return {
      kind: "manual-compact",
      context,
      summarised: sinceLastCompaction(ctx, k),
      kept: null,
      keptFromEntry: null,
      cacheRewriteTokens: context.total,
      ptlRetries: retries,
      trigger: manual.trigger,
    };
  }
  const pivot = Math.min(Math.max(manual.pivotCall, ctx.lastCompaction?.call ?? 1), k);
  const full = fullContext(ctx, k);
  const partial = planPartialCompaction(
    {
      direction: manual.direction,
      countAtPivot: ctx.counts[pivot] ?? 0,
      countNow: count,
      pivotEntry: ctx.index.firstEntry[pivot] ?? 0,
      baseOverhead: full.baseOverhead,
      summaryTokens: full.summaryTokens,
      files: state.files.values(),
      skills: state.skills,
      todoTokens: state.todoTokens,
      planTokens: state.planTokens,
    },
    config,
  );
  const keptFromEntry = manual.direction === "up_to" ? (ctx.index.firstEntry[pivot] ?? null) : null;
  const { from, to } = sinceLastCompaction(ctx, k);
  const pivotEntry = ctx.index.firstEntry[pivot] ?? from;
  const [summarised, kept] =
    manual.direction === "up_to"
      ? [
          { from, to: pivotEntry },
          { from: pivotEntry, to },
        ]
      : [
          { from: pivotEntry, to },
          { from, to: pivotEntry },
        ];
  return {
    kind: "partial-compact",
    context: partial.context,
    summarised,
    kept,
    keptFromEntry,
    cacheRewriteTokens: partial.cacheRewriteTokens,
    ptlRetries: retries,
    trigger: manual.direction,
  };
}
