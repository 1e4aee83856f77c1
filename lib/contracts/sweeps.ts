import { z } from "zod";
import { REQUESTABLE_PROFILES } from "../compaction/config/replay-request-schema";
import { sweepGridSchema } from "../sweeps/sweep-grid";

/** Sessions one sweep may name: the benchmark's 1,000 with room to spare. */
export const MAX_SWEEP_SESSIONS = 5_000;

export const SWEEP_STATUSES = ["queued", "running", "done", "failed", "cancelled"] as const;
export const sweepStatusSchema = z.enum(SWEEP_STATUSES);
export type SweepStatus = z.infer<typeof sweepStatusSchema>;

const transcriptIdsSchema = z
  .array(z.string().min(1).max(200))
  .min(1, "at least one transcript")
  .max(
    MAX_SWEEP_SESSIONS,
    `at most ${MAX_SWEEP_SESSIONS.toLocaleString("en-US")} transcripts per sweep`,
  )
  .refine((ids) => new Set(ids).size === ids.length, "each transcript once");

/**
 * Body of `POST /api/sweeps` (README's HTTP API): the sessions as `transcriptIds`, or, in
 * their place, `savedFilterId`: a saved filter of the sessions list, resolved to the
 * transcripts it matches when the sweep is created.
 */
export const createSweepBodySchema = z
  .strictObject({
    transcriptIds: transcriptIdsSchema.optional(),
    savedFilterId: z.string().min(1).max(200).optional(),
    profile: z.enum(REQUESTABLE_PROFILES).default("auto"),
    grid: sweepGridSchema,
  })
  .superRefine((body, ctx) => {
    if ((body.transcriptIds === undefined) === (body.savedFilterId === undefined))
      ctx.addIssue({
        code: "custom",
        path: ["transcriptIds"],
        message: "give either transcriptIds or savedFilterId",
      });
  });
export type CreateSweepBody = z.infer<typeof createSweepBodySchema>;

/**
 * `GET /api/sweeps/:id/results` query. `by=session` adds each session's own rows to the JSON
 * (`sessions`), named, so a setting's figures can be traced to the sessions that made them.
 */
export const sweepResultsQuerySchema = z.strictObject({
  format: z.enum(["json", "csv"]).default("json"),
  transcriptId: z.string().min(1).max(200).optional(),
  by: z.enum(["setting", "session"]).default("setting"),
});

/** `GET /api/sweeps/:id/aftermath` query: the aftermath table as JSON or as a CSV download. */
export const sweepAftermathQuerySchema = z.strictObject({
  format: z.enum(["json", "csv"]).default("json"),
});

/** `GET /api/sweeps/:id` and each entry of `GET /api/sweeps` (parsed by the pages). */
export const sweepSummarySchema = z.object({
  id: z.string(),
  status: sweepStatusSchema,
  progress: z.object({ done: z.number(), total: z.number() }),
  profile: z.string(),
  grid: sweepGridSchema,
  sessions: z.number(),
  settingCount: z.number(),
  error: z.string().nullable(),
  note: z.string().nullable(),
  /** The saved filter the sessions came from (its name then); null: picked rows. */
  filterName: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type SweepSummary = z.infer<typeof sweepSummarySchema>;

/** One row of `GET /api/sweeps/:id/results` (lib/sweeps/aggregate-sweep.ts makes them). */
export const sweepRowSchema = z.object({
  setting: z.record(z.string(), z.unknown()).nullable(),
  sessions: z.number(),
  failedSessions: z.number(),
  compactions: z.number(),
  compactionsAuto: z.number(),
  compactionsManual: z.number(),
  callsBetweenMedian: z.number().nullable(),
  callsBetweenP10: z.number().nullable(),
  tokensSent: z.number(),
  cacheRewriteTokens: z.number(),
  usd: z.number().nullable(),
  blockingLimitSessions: z.number(),
  aftermathSessions: z.number(),
  aftermathCompactions: z.number(),
  respentMedian: z.number().nullable(),
  respentP90: z.number().nullable(),
  respentTotal: z.number().nullable(),
  rereadShare: z.number().nullable(),
});

/** One session's rows in `GET /api/sweeps/:id/results?by=session`. */
export const sweepSessionRowsSchema = z.object({
  transcriptId: z.string(),
  name: z.string(),
  rows: z.array(sweepRowSchema),
});

export const sweepResultsSchema = z.object({
  status: sweepStatusSchema,
  rows: z.array(sweepRowSchema),
  sessions: z.array(sweepSessionRowsSchema).optional(),
});
