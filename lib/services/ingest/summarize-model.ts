import { detectCacheBreaks } from "../../compaction/explain/cache-breaks";
import { measuredAfterByUuid } from "../../compaction/explain/measured-after";
import { priceCalls } from "../../pricing/price-calls";
import type { ModelFigures } from "../../db/transcript-parts";
import type { TranscriptModel } from "../../transcript/model";
import { sessionTimes } from "../../transcript/session-times";

const toDate = (ms: number | null) => (ms === null ? null : new Date(ms));

/**
 * Counts what the sessions list shows. Compactions, microcompactions and cache breaks are
 * the main thread's (SPEC section 2); the cost is that of every call, subagents included: what
 * the session cost.
 */
export function summarizeModel(model: TranscriptModel): ModelFigures {
  const isMain = (item: { source: string }) => item.source === model.mainSource;
  let apiCalls = 0;
  let maxContextTokens = 0;
  const cost = priceCalls(model.calls);
  const after = measuredAfterByUuid(model);
  const times = sessionTimes(model.entries);
  for (const call of model.calls) {
    if (!call.isMainThread) continue;
    apiCalls += 1;
    maxContextTokens = Math.max(maxContextTokens, call.contextTokens);
  }
  // A Codex summary request is no call of the session, but its token_count reports the
  // largest context of all: the history the compaction summarised, plus the prompt.
  for (const compaction of model.compactions) {
    if (isMain(compaction))
      maxContextTokens = Math.max(maxContextTokens, compaction.requestContextTokens ?? 0);
  }
  return {
    harness: model.harness,
    lines: model.lines,
    records: model.records,
    invalidLines: model.invalidLines,
    invalidLineCount: model.invalidLineCount,
    sessionIds: model.sessionIds,
    versions: model.versions,
    models: model.models,
    agentIds: model.agentIds,
    project: model.cwd,
    title: model.title,
    apiCalls,
    sidechainApiCalls: model.calls.length - apiCalls,
    maxContextTokens,
    compactions: model.compactions
      .filter(isMain)
      .map(({ uuid, trigger, preTokens, postTokens, atCall }) => ({
        uuid,
        trigger,
        preTokens,
        postTokens,
        atCall,
        tokensAfter: after.get(uuid) ?? null,
      })),
    microcompactions: model.microcompactions.filter(isMain).length,
    cacheBreaks: detectCacheBreaks(model).filter(isMain).length,
    costUsd: cost.usd,
    unpricedCalls: cost.unpricedCalls,
    recordTypes: model.recordTypes,
    isSubagent: model.mainSource !== "main",
    startedAt: toDate(times.startedAt),
    endedAt: toDate(times.endedAt),
  };
}
