import type { z } from "zod";
import { transcriptSummarySchema, type TranscriptSummary } from "../contracts/transcript-summary";
import {
  AGREEMENT_ENGINE_VERSION,
  peakWindowSchema,
  type ReplayAgreementSummary,
} from "../contracts/replay-agreement";
import type { Transcript } from "./generated/client";

const summaryFields = transcriptSummarySchema.shape;

/**
 * A column stored as JSON text (SQLite has no arrays), parsed with the API's own schema for
 * that field: a row written by an older or broken build fails here, naming the row and the
 * column, instead of reaching the page as a wrong shape. `table` names the row's kind.
 */
export function parseJsonColumn<Schema extends z.ZodType>(
  row: { id: string },
  column: string,
  text: string,
  schema: Schema,
  table = "Transcript",
): z.output<Schema> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${table} ${row.id}: column ${column} is not JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new Error(`${table} ${row.id}: column ${column} is malformed: ${parsed.error.message}`);
  }
  return parsed.data;
}

/** The stored agreement, or null when it is not measured with the current engine. */
function toReplayAgreement(row: Transcript): ReplayAgreementSummary | null {
  if (row.agreementEngine !== AGREEMENT_ENGINE_VERSION) return null;
  return {
    recorded: row.agreementRecorded,
    reproduced: row.agreementReproduced,
    extra: row.agreementExtra,
    isComplete: row.agreementComplete,
    recordsCompactions: row.agreementRecordsCompactions,
    peakWindow:
      row.agreementPeakWindow === null
        ? null
        : parseJsonColumn(row, "agreementPeakWindow", row.agreementPeakWindow, peakWindowSchema),
    fitted:
      row.fittedSettings === null
        ? null
        : { settings: row.fittedSettings, isComplete: row.fittedComplete },
  };
}

/** The harness column, checked like the JSON columns: a wrong value names its row. */
function parseHarness(row: Transcript): TranscriptSummary["harness"] {
  const parsed = summaryFields.harness.safeParse(row.harness);
  if (!parsed.success) throw new Error(`Transcript ${row.id}: column harness is "${row.harness}"`);
  return parsed.data;
}

/** A stored row as the API's TranscriptSummary. */
export function toTranscriptSummary(row: Transcript): TranscriptSummary {
  return {
    id: row.id,
    name: row.name,
    harness: parseHarness(row),
    sha256: row.sha256 ?? "",
    bytes: row.bytes,
    lines: row.lines,
    records: row.records,
    invalidLines: parseJsonColumn(
      row,
      "invalidLines",
      row.invalidLines,
      summaryFields.invalidLines,
    ),
    invalidLineCount: row.invalidLineCount,
    sessionIds: parseJsonColumn(row, "sessionIds", row.sessionIds, summaryFields.sessionIds),
    versions: parseJsonColumn(row, "versions", row.versions, summaryFields.versions),
    models: parseJsonColumn(row, "models", row.models, summaryFields.models),
    project: row.project,
    title: row.title,
    apiCalls: row.apiCalls,
    sidechainApiCalls: row.sidechainApiCalls,
    maxContextTokens: row.maxContextTokens,
    compactions: parseJsonColumn(row, "compactions", row.compactions, summaryFields.compactions),
    microcompactions: row.microcompactions,
    cacheBreaks: row.cacheBreaks,
    costUsd: row.costUsd,
    unpricedCalls: row.unpricedCalls,
    recordTypes: parseJsonColumn(row, "recordTypes", row.recordTypes, summaryFields.recordTypes),
    isSubagent: row.isSubagent,
    parentId: row.parentId,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    lastActivityAt: row.lastActivityAt?.toISOString() ?? null,
    replayAgreement: toReplayAgreement(row),
  };
}
