import { priceUsage } from "../pricing/price-usage";
import type { ApiCall, TranscriptModel } from "../transcript/model";
import type { ApiCallRow } from "./transcript-summary";

/** The API calls of a model as `GET /api/transcripts/:id/calls` answers them, in file order. */
export function toApiCallRows(model: TranscriptModel): ApiCallRow[] {
  return model.calls.map(toApiCallRow);
}

/** One API call as `GET /api/transcripts/:id/calls` answers it. */
export function toApiCallRow(call: ApiCall): ApiCallRow {
  return {
    index: call.isMainThread ? call.index : call.sourceIndex,
    source: call.source,
    isMainThread: call.isMainThread,
    messageId: call.messageId,
    line: call.firstLine,
    model: call.model,
    version: call.version,
    timestamp: call.timestamp === null ? null : new Date(call.timestamp).toISOString(),
    inputTokens: call.usage.inputTokens,
    outputTokens: call.usage.outputTokens,
    cacheCreationInputTokens: call.usage.cacheCreationInputTokens,
    cacheReadInputTokens: call.usage.cacheReadInputTokens,
    contextTokens: call.contextTokens,
    stopReason: call.stopReason,
    costUsd: priceUsage(call.model, call.usage)?.usd ?? null,
  };
}
