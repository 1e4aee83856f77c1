import type { TranscriptModel } from "../../transcript/model";
import { checkEstimate } from "../mechanisms/threshold/check-estimate";
import { entryRange, sumTokens, type EntryRange } from "./compaction-facts";
import { computeThresholds, type Thresholds } from "../mechanisms/threshold/compute-thresholds";
import type { ResolvedConfig } from "../config/resolve-config";
import { createReplayContext, type ReplayContext } from "./replay-context";
import { recordedCompactionFacts } from "../explain/recorded-compaction-facts";
import { replaceSummary } from "./replace-summary";
import type { SummaryAt } from "../config/replay-request-schema";
import { buildReplayIndex, type ReplayIndex } from "./replay-index";
import type { ReplayCall, ReplayEvent } from "./replay-result";
import type { CompactionOutcome, EntrySpan } from "./compaction-outcome";
import { observeMechanisms, runCheck } from "../mechanisms/run-check";
import { thresholdStates } from "../mechanisms/threshold/threshold-states";
import { isSilentlyMirrored } from "./usage-drop";

type RecordedWithFacts = ReturnType<typeof recordedCompactionFacts>;

export type ReplayRun = {
  index: ReplayIndex;
  thresholds: Thresholds;
  calls: ReplayCall[];
  events: ReplayEvent[];
  /** Each recorded main-thread compaction with its facts, in file order. */
  recorded: RecordedWithFacts;
};

/** Feeds the records before call k (main thread, not compaction artifacts nor copies) to the session state. */
function consumeUntil(ctx: ReplayContext, from: number, to: number): void {
  const { model, index, state } = ctx;
  for (let e = from; e < to; e++) {
    const entry = model.entries[e];
    if (
      entry &&
      entry.source === model.mainSource &&
      index.isArtifact[e] === 0 &&
      index.isRewrite[e] === 0
    )
      state.consume(entry, e);
  }
}

/** A span of records the replay summarised or kept, without a recorded compaction's own records at its end. */
function replayedRange(ctx: ReplayContext, span: EntrySpan): EntryRange | null {
  let to = span.to;
  while (to > span.from && ctx.index.isArtifact[to - 1] === 1) to -= 1;
  return entryRange(ctx.model.entries, span.from, to);
}

function applyCompaction(
  ctx: ReplayContext,
  k: number,
  count: number,
  outcome: CompactionOutcome,
  recorded: RecordedWithFacts,
): void {
  const call = ctx.index.calls[k];
  const here = recorded.filter((r) => r.compaction.atCall === k);
  const first = here[0]?.compaction;
  // Where the real session compacted at the same call, its next call is the truth to follow,
  // itemised from the records of the compaction right before it.
  const isAligned = first !== undefined && call !== undefined;
  const recordedItems = isAligned ? here[here.length - 1]?.facts.postCompact : undefined;
  // Had another summary been used (summaryAt), the real next call less the recorded summary plus it.
  const replaced =
    recordedItems && ctx.summaryAt?.atCall === k
      ? replaceSummary(recordedItems, ctx.summaryAt.tokens)
      : null;
  const alignedItems = replaced?.items ?? recordedItems;
  const shift = replaced?.shift ?? 0;
  const c = outcome.context;
  const tokensAfter = isAligned ? call.contextTokens - call.usage.outputTokens + shift : c.total;
  if (call !== undefined)
    ctx.replay[k] = isAligned ? call.contextTokens + shift : tokensAfter + call.usage.outputTokens;
  const previous = ctx.lastCompaction;
  const cleared = ctx.state.cleared;
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
      recordedPreTokens: first?.preTokens ?? null,
      recordedPostTokens: first?.postTokens ?? null,
      ptlRetries: outcome.ptlRetries,
      cacheRewriteTokens: outcome.cacheRewriteTokens,
      isRecompaction: previous !== null,
      callsSincePrevious: previous === null ? k : k - previous.call,
      tokensSincePrevious: previous === null ? count : count - previous.tokensAfter,
      summarised: replayedRange(ctx, outcome.summarised),
      kept: outcome.kept && replayedRange(ctx, outcome.kept),
      cleared,
      clearedTokens: sumTokens(cleared),
      postCompact: alignedItems ?? c.items,
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
 * The call whose replayed context the request of call k continues: the previous one, or the
 * one a rewind went back to, unless the replay compacted since (the branch is then the
 * compacted conversation's).
 */
function continuedFrom(ctx: ReplayContext, k: number): number {
  const from = ctx.index.continues[k] ?? k - 1;
  return ctx.lastCompaction !== null && ctx.lastCompaction.call > from ? k - 1 : from;
}

/**
 * Replays the main thread call by call (SPEC §5). Before each call: count (last replayed
 * context + estimate), microcompact, autocompact or manual compaction. Each call's replayed
 * context is the previous one plus the growth the transcript shows, or the post-compact
 * context after a replayed compaction; where the real session compacted or microcompacted
 * and the replay did not, growth is estimated from the new records instead of the real drop.
 * With `summaryAt`, the compaction at that call uses a summary of that size: estimated, or for
 * one aligned with a recorded compaction the real next call shifted by the size difference
 * (and every later call with it). Takes the config and window `resolveConfig` gives.
 * Linear in calls + records.
 */
export function runReplay(
  model: TranscriptModel,
  { values: config, window }: Pick<ResolvedConfig, "values" | "window">,
  summaryAt: SummaryAt | null = null,
): ReplayRun {
  const index = buildReplayIndex(model, config);
  // An "auto" window (a model the version does not know) is never compacted before a call.
  const thresholds = computeThresholds(config, window.tokens, window.source !== "auto");
  // A `/model` switch moves the window, and every threshold with it, from its call on.
  const switchedAt = new Map(
    (window.switches ?? []).map((s) => [
      s.fromCall,
      { to: s, thresholds: computeThresholds(config, s.tokens, s.source !== "auto") },
    ]),
  );
  const ctx = createReplayContext(model, index, config, thresholds, summaryAt);
  const recorded = recordedCompactionFacts(model, index, config);
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
    if (k > 0) observeMechanisms(ctx, k - 1);
    const switched = switchedAt.get(k);
    if (switched !== undefined) {
      ctx.thresholds = switched.thresholds;
      const { model: name, tokens } = switched.to;
      const threshold = switched.thresholds.autocompactThreshold;
      const detail = { model: name, window: tokens, threshold };
      ctx.events.push({
        kind: "window-switch",
        atCall: k,
        tokensBefore: 0,
        tokensAfter: 0,
        detail,
      });
    }
    const from = continuedFrom(ctx, k);
    const estimate = (k > 0 ? (ctx.replay[from] ?? 0) : 0) + checkEstimate(index, k, config);
    // After the last call, the check still ran where the file records a compaction there.
    const isBeforeCall = k < n || index.compactionsAt.has(k);
    const { check, outcome } =
      k > 0 ? runCheck(ctx, k, estimate, isBeforeCall) : { check: null, outcome: null };
    const count = check?.count ?? estimate;
    if (k === 0) ctx.counts[0] = count;
    const call = index.calls[k];
    if (call === undefined) {
      if (outcome !== null) applyCompaction(ctx, k, count, outcome, recorded);
      break;
    }
    if (outcome !== null) applyCompaction(ctx, k, count, outcome, recorded);
    else if (k === 0) ctx.replay[0] = call.contextTokens;
    else {
      const previous = index.calls[from];
      const hasRecordedMicro = index.microcompactionsAt.has(k);
      const isUnreproduced =
        index.compactionsAt.has(k) || (hasRecordedMicro && !(check?.happened ?? false));
      const delta = isUnreproduced
        ? (index.estAfterLast[k] ?? 0) + call.usage.outputTokens
        : call.contextTokens - (previous?.contextTokens ?? 0);
      // The real usage already shows a clearing it recorded, or one it made silently.
      const saved =
        check === null || hasRecordedMicro || isSilentlyMirrored(index, k, check.saved)
          ? 0
          : check.saved;
      ctx.replay[k] = Math.max(0, (ctx.replay[from] ?? 0) + delta - saved);
    }
    const replayTokens = ctx.replay[k] ?? 0;
    calls.push({
      index: k,
      actualTokens: call.contextTokens,
      replayTokens,
      countTokens: count,
      states: thresholdStates(count, ctx.thresholds),
    });
  }
  return { index, thresholds, calls, events: ctx.events, recorded };
}
