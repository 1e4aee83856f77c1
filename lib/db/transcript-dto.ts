import type { TranscriptSummary } from "../api/transcript-summary";
import type { Transcript } from "./generated/client";

/** Columns stored as JSON text (SQLite has no arrays). Written only by this project. */
function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** A stored row as the API's TranscriptSummary. */
export function toTranscriptSummary(row: Transcript): TranscriptSummary {
  return {
    id: row.id,
    name: row.name,
    sha256: row.sha256 ?? "",
    bytes: row.bytes,
    lines: row.lines,
    records: row.records,
    invalidLines: parseJson(row.invalidLines, []),
    invalidLineCount: row.invalidLineCount,
    sessionIds: parseJson(row.sessionIds, []),
    versions: parseJson(row.versions, []),
    models: parseJson(row.models, []),
    project: row.project,
    title: row.title,
    apiCalls: row.apiCalls,
    sidechainApiCalls: row.sidechainApiCalls,
    maxContextTokens: row.maxContextTokens,
    compactions: parseJson(row.compactions, []),
    microcompactions: row.microcompactions,
    cacheBreaks: row.cacheBreaks,
    costUsd: row.costUsd,
    unpricedCalls: row.unpricedCalls,
    recordTypes: parseJson(row.recordTypes, {}),
    isSubagent: row.isSubagent,
    parentId: row.parentId,
    createdAt: row.createdAt.toISOString(),
  };
}
