// What an upload hands the store (transcript-store.ts): made by ingest, written here.
import type { HarnessId } from "../transcript/harness";

/** One stored piece of an upload's raw bytes: a RawChunk row. */
export type RawPiece = {
  seq: number;
  /** 1-based lines the piece holds, both ends included. */
  firstLine: number;
  lastLine: number;
  /** One gzip member: the pieces' concatenation is the gzip file of the upload. */
  data: Uint8Array;
};

/** The TranscriptSummary figures (SPEC section 2) that come from the model alone. */
export type ModelFigures = {
  /** The agent that wrote the file (its parser). */
  harness: HarnessId;
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
    /** The input of the first main-thread call after it; null when none comes before the next. */
    tokensAfter: number | null;
  }[];
  microcompactions: number;
  cacheBreaks: number;
  /** USD of every call, main thread and subagents (lib/pricing/price-calls.ts). */
  costUsd: number | null;
  unpricedCalls: number;
  recordTypes: Record<string, number>;
  /** A subagent's own file: no main-thread record at all (SPEC section 4). */
  isSubagent: boolean;
  /** The earliest and latest valid record timestamp (lib/transcript/session-times.ts). */
  startedAt: Date | null;
  endedAt: Date | null;
};

/**
 * The calls of a stored model as `GET /api/transcripts/:id/calls` answers them, JSON
 * gzip-compressed, and the pricing table (PRICING_KEY) its costs were computed with.
 */
export type CallsTable = { gzip: Uint8Array; pricingKey: string };
