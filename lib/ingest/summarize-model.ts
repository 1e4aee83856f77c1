import { detectCacheBreaks } from "../compaction/explain/cache-breaks";
import { priceCalls } from "../pricing/price-calls";
import type { TranscriptModel } from "../transcript/model";

/** The TranscriptSummary figures (SPEC section 2) that come from the model alone. */
export type ModelFigures = {
  lines: number;
  records: number;
  invalidLines: { line: number; reason: string }[];
  invalidLineCount: number;
  sessionIds: string[];
  versions: string[];
  models: string[];
  agentIds: string[];
  project: string | null;
  title: string | null;
  apiCalls: number;
  sidechainApiCalls: number;
  maxContextTokens: number;
  compactions: {
    uuid: string;
    trigger: "auto" | "manual" | null;
    preTokens: number | null;
    postTokens: number | null;
    atCall: number;
  }[];
  microcompactions: number;
  cacheBreaks: number;
  /** USD of every call, main thread and subagents (lib/pricing/price-calls.ts). */
  costUsd: number | null;
  unpricedCalls: number;
  recordTypes: Record<string, number>;
  /** A subagent's own file: no main-thread record at all (SPEC section 4). */
  isSubagent: boolean;
};

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
  for (const call of model.calls) {
    if (!call.isMainThread) continue;
    apiCalls += 1;
    maxContextTokens = Math.max(maxContextTokens, call.contextTokens);
  }
  return {
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
      })),
    microcompactions: model.microcompactions.filter(isMain).length,
    cacheBreaks: detectCacheBreaks(model).filter(isMain).length,
    costUsd: cost.usd,
    unpricedCalls: cost.unpricedCalls,
    recordTypes: model.recordTypes,
    isSubagent: model.mainSource !== "main",
  };
}
