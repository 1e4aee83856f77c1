import { z } from "zod";
import { replayAgreementSchema } from "./replay-agreement";
import { HARNESS_IDS } from "../transcript/harness";

/** What the API answers for one transcript (SPEC section 2, TranscriptSummary). */
export const transcriptSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The agent that wrote the file: "claude-code" or "codex". */
  harness: z.enum(HARNESS_IDS),
  sha256: z.string(),
  bytes: z.number(),
  lines: z.number(),
  records: z.number(),
  /** At most the first 1,000 invalid lines; `invalidLineCount` has the total. */
  invalidLines: z.array(z.object({ line: z.number(), reason: z.string() })),
  invalidLineCount: z.number(),
  sessionIds: z.array(z.string()),
  versions: z.array(z.string()),
  models: z.array(z.string()),
  /** The cwd of the session (its project folder), when the records carry one. */
  project: z.string().nullable(),
  title: z.string().nullable(),
  /** Main-thread API calls. */
  apiCalls: z.number(),
  sidechainApiCalls: z.number(),
  maxContextTokens: z.number(),
  compactions: z.array(
    z.object({
      uuid: z.string(),
      trigger: z.enum(["auto", "manual"]).nullable(),
      preTokens: z.number().nullable(),
      postTokens: z.number().nullable(),
      atCall: z.number(),
      /**
       * The "after" figure: the input of the first main-thread call after it (null: none
       * before the next compaction or the end of the file); absent on sessions stored before it.
       */
      tokensAfter: z.number().nullable().optional(),
    }),
  ),
  microcompactions: z.number(),
  /** Main-thread cache breaks. */
  cacheBreaks: z.number(),
  /**
   * USD of every API call (main thread and subagents) whose model the pricing table prices;
   * null when no call has a price (or the cost is not computed yet).
   */
  costUsd: z.number().nullable(),
  /** Calls left out of `costUsd` because their model has no price. */
  unpricedCalls: z.number(),
  recordTypes: z.record(z.string(), z.number()),
  /** A subagent file: its parent session's transcript id when that one is uploaded too. */
  isSubagent: z.boolean(),
  parentId: z.string().nullable(),
  createdAt: z.string(),
  /**
   * The earliest and latest valid record timestamp of the file (ISO), null when no record
   * carries one; `lastActivityAt` is the end, or later when a followed file grew since.
   */
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  lastActivityAt: z.string().nullable(),
  /**
   * Whether the replay as recorded reproduces the file's compactions; null until measured
   * with the current engine (after upload, or in the background once the list or the session
   * asks).
   */
  replayAgreement: replayAgreementSchema.nullable(),
  /** Only on upload answers: the bytes were already stored under this id. */
  duplicate: z.boolean().optional(),
});
export type TranscriptSummary = z.infer<typeof transcriptSummarySchema>;

export const SORTABLE_COLUMNS = [
  "name",
  "project",
  "apiCalls",
  "maxContextTokens",
  "compactions",
  "microcompactions",
  "cacheBreaks",
  "costUsd",
  "bytes",
  "createdAt",
  "startedAt",
  "endedAt",
  "lastActivityAt",
] as const;

/** The sort keys that sessions without timestamps have no value for: those come last. */
export const TIME_COLUMNS = ["startedAt", "endedAt", "lastActivityAt"] as const;

/**
 * A day as `<input type="date">` writes it (2026-03-04), read as a UTC day; an empty value is
 * no bound. A date that does not exist (2026-02-30) is refused, not rolled over.
 */
export const dayBound = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.string().refine(isDay, "a day that exists, such as 2026-03-04").optional(),
);

function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().startsWith(text);
}

/** A bound in USD from a query string; an empty `?minCost=` is no bound (not $0). */
const usdBound = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.coerce.number().min(0).max(1e9).optional(),
);

/** The furthest a list cursor (an offset) may point: the largest integer a number holds exactly. */
export const MAX_LIST_CURSOR = Number.MAX_SAFE_INTEGER;

/** Query of `GET /api/transcripts`. */
export const listTranscriptsQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d+$/, "cursor must be an offset")
    .refine((cursor) => Number(cursor) <= MAX_LIST_CURSOR, {
      message: `cursor must be an offset of at most ${MAX_LIST_CURSOR}`,
    })
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(25),
  /** Only the files of this agent ("claude-code", "codex"). */
  harness: z.enum(HARNESS_IDS).optional(),
  q: z.string().trim().max(200).optional(),
  version: z.string().trim().max(50).optional(),
  model: z.string().trim().max(100).optional(),
  project: z.string().trim().max(500).optional(),
  /** "yes": only transcripts with compactions; "no": only without. */
  compacted: z.enum(["yes", "no"]).optional(),
  /** Cost bounds in USD, inclusive; a transcript without a cost matches neither. */
  minCost: usdBound,
  maxCost: usdBound,
  /**
   * "no": only sessions whose replay as recorded does not reproduce their compactions; "yes":
   * only those it does. Sessions not measured yet with the current engine match neither.
   */
  reproduces: z.enum(["yes", "no"]).optional(),
  /**
   * Sessions active on some day from `from` to `to` (UTC days, both included): their span from
   * start to last activity meets the range. Sessions without timestamps match no bound.
   */
  from: dayBound,
  to: dayBound,
  sort: z.enum(SORTABLE_COLUMNS).default("createdAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type ListTranscriptsQuery = z.infer<typeof listTranscriptsQuerySchema>;

export const transcriptListSchema = z.object({
  transcripts: z.array(transcriptSummarySchema),
  total: z.number(),
  nextCursor: z.string().nullable(),
  /**
   * With `reproduces`: sessions the other filters match that are not measured yet, so neither
   * answer lists them (they are being measured in the background).
   */
  notMeasured: z.number().optional(),
});
export type TranscriptList = z.infer<typeof transcriptListSchema>;

/** One row of `GET /api/transcripts/:id/calls`. */
export const apiCallRowSchema = z.object({
  index: z.number(),
  source: z.string(),
  isMainThread: z.boolean(),
  messageId: z.string(),
  line: z.number(),
  model: z.string(),
  version: z.string().nullable(),
  timestamp: z.string().nullable(),
  inputTokens: z.number(),
  outputTokens: z.number(),
  cacheCreationInputTokens: z.number(),
  cacheReadInputTokens: z.number(),
  contextTokens: z.number(),
  stopReason: z.string().nullable(),
  /** What the call cost (lib/pricing), or null when its model has no price. */
  costUsd: z.number().nullable(),
});
export type ApiCallRow = z.infer<typeof apiCallRowSchema>;

/** Upload progress, polled at `GET /api/uploads/:uploadId` while a POST is in flight. */
export const uploadProgressSchema = z.object({
  uploadId: z.string(),
  bytesReceived: z.number(),
  records: z.number(),
  files: z.number(),
  /** True once stored (also for older clients); a failed or stalled upload is not done. */
  done: z.boolean(),
  status: z.enum(["receiving", "stored", "failed", "stalled"]),
  /** Why a failed or stalled upload stopped, in a sentence; null otherwise. */
  failure: z.string().nullable(),
});
export type UploadProgress = z.infer<typeof uploadProgressSchema>;

export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
