import {
  recordedExposure,
  replayExposure,
  type ExposurePoint,
} from "../compaction/aftermath/exposure";
import { isCopiedBoundary } from "../compaction/replay/copied-boundary";
import { isOfFamily } from "../compaction/replay/event-kinds";
import type { ReplayResult } from "../compaction/replay/replay-result";
import { priceCacheRewrite, priceUsage } from "../pricing/price-usage";
import type { ApiCall, TranscriptModel, Usage } from "../transcript/model";

/** What one session did under one setting (or in reality): one SweepResult row. */
export type SweepFigures = {
  compactionsAuto: number;
  compactionsManual: number;
  /** Calls from the previous compaction (or the first call) to each compaction. */
  callsBetween: number[];
  /** Context sent over every main-thread call. */
  tokensSent: number;
  /** Tokens written to the cache again because a compaction changed the prefix. */
  cacheRewriteTokens: number;
  /** Estimated USD of the main-thread calls; null when none had a price. */
  usd: number | null;
  unpricedCalls: number;
  hitsBlockingLimit: boolean;
  /**
   * Each compaction's exposure, measured on what the session really did next (a replayed
   * compaction's is not an observed aftermath); null for rows stored before it was measured.
   */
  aftermath: ExposurePoint[] | null;
};

type Compaction = { atCall: number; isManual: boolean; rewrite: number; isAligned: boolean };

function mainCalls(model: TranscriptModel): ApiCall[] {
  return model.calls.filter((call) => call.isMainThread).sort((a, b) => a.index - b.index);
}

function gaps(compactions: readonly Compaction[]): number[] {
  return compactions.map((c, i) => c.atCall - (i === 0 ? 0 : compactions[i - 1]!.atCall));
}

/** A call's usage with its context moved to `tokens` (output kept; input parts in proportion). */
function scaleUsage(usage: Usage, actual: number, tokens: number): Usage {
  const input = actual - usage.outputTokens;
  const ratio = input > 0 ? Math.max(0, tokens - usage.outputTokens) / input : 1;
  return {
    inputTokens: usage.inputTokens * ratio,
    outputTokens: usage.outputTokens,
    cacheCreationInputTokens: usage.cacheCreationInputTokens * ratio,
    cacheReadInputTokens: usage.cacheReadInputTokens * ratio,
    cacheCreation1hTokens: usage.cacheCreation1hTokens * ratio,
  };
}

function figuresOf(
  calls: readonly ApiCall[],
  contextOf: (call: ApiCall, k: number) => number,
  compactions: readonly Compaction[],
  hitsBlockingLimit: boolean,
  aftermath: ExposurePoint[],
): SweepFigures {
  let usd = 0;
  let unpricedCalls = 0;
  let tokensSent = 0;
  calls.forEach((call, k) => {
    const tokens = contextOf(call, k);
    tokensSent += tokens;
    const cost = priceUsage(call.model, scaleUsage(call.usage, call.contextTokens, tokens));
    if (cost === null) unpricedCalls += 1;
    else usd += cost.usd;
  });
  // A compaction the real session also made already paid its re-write in the recorded usage.
  for (const c of compactions) {
    const call = calls[c.atCall];
    if (c.isAligned || call === undefined) continue;
    usd += priceCacheRewrite(call.model, call.usage, c.rewrite)?.usd ?? 0;
  }
  return {
    compactionsAuto: compactions.filter((c) => !c.isManual).length,
    compactionsManual: compactions.filter((c) => c.isManual).length,
    callsBetween: gaps(compactions),
    tokensSent,
    cacheRewriteTokens: compactions.reduce((sum, c) => sum + c.rewrite, 0),
    usd: calls.length > 0 && unpricedCalls === calls.length ? null : usd,
    unpricedCalls,
    hitsBlockingLimit,
    aftermath,
  };
}

/** What the call after a compaction really wrote to the cache: the re-write the session paid. */
const recordedRewrite = (calls: readonly ApiCall[], atCall: number) =>
  calls[atCall]?.usage.cacheCreationInputTokens ?? 0;

/**
 * One replay's figures: its compactions (manual ones replayed as manual), the replayed context
 * of every main-thread call, and dollars estimated by pricing each call's recorded usage moved
 * to its replayed context, plus each compaction the real session did not make re-written at
 * its call's cache-write rate. A compaction the real session also made at that call re-writes
 * what its next call really wrote (as the recorded reality counts it); another one re-writes
 * its estimated context after the compaction; one after the file's last call re-writes nothing
 * this file pays for (no call follows). A call meets the blocking limit only when its
 * check did not compact first (Claude Code compacts before it would block).
 */
export function measureReplay(model: TranscriptModel, result: ReplayResult): SweepFigures {
  const calls = mainCalls(model);
  const compactions: Compaction[] = result.events
    .filter((e) => isOfFamily(e, "compaction"))
    .map((e) => ({
      atCall: e.atCall,
      isManual: e.detail.trigger === "manual",
      rewrite:
        e.detail.isAligned || calls[e.atCall] === undefined
          ? recordedRewrite(calls, e.atCall)
          : e.detail.cacheRewriteTokens,
      isAligned: e.detail.isAligned,
    }));
  const compactedAt = new Set(compactions.map((c) => c.atCall));
  const replayed = new Map(result.calls.map((c) => [c.index, c.replayTokens]));
  return figuresOf(
    calls,
    (call) => replayed.get(call.index) ?? call.contextTokens,
    compactions,
    result.calls.some((c) => c.states.isAtBlockingLimit && !compactedAt.has(c.index)),
    replayExposure(model, result),
  );
}

/**
 * The recorded reality as figures: the main thread's compactions made in this file (not a
 * boundary a resume copied in before its first call, which no replay can make), its real
 * context, its real usage priced, the cache writes of each call right after a compaction, and
 * whether a call was sent at or over the blocking limit of the session's own rules (`auto`'s
 * `result`): the context it sent, not counting the output it got back, as Claude Code checks
 * before a call. A session that compacted at 2.1's 167K never met 2.0's blocking limit of 165K.
 */
export function measureRecorded(model: TranscriptModel, result: ReplayResult): SweepFigures {
  const calls = mainCalls(model);
  const counted = model.compactions
    .filter((c) => c.source === model.mainSource && c.atCall > 0 && !isCopiedBoundary(c))
    .sort((a, b) => a.atCall - b.atCall);
  const countedUuids = new Set(counted.map((c) => c.uuid));
  const compactions: Compaction[] = counted.map((c) => ({
    atCall: c.atCall,
    isManual: c.trigger === "manual",
    rewrite: recordedRewrite(calls, c.atCall),
    isAligned: true,
  }));
  const limit = result.thresholds.blockingLimit;
  return figuresOf(
    calls,
    (call) => call.contextTokens,
    compactions,
    calls.some((call) => call.contextTokens - call.usage.outputTokens >= limit),
    recordedExposure(model, (uuid) => countedUuids.has(uuid)),
  );
}
