import { z } from "zod";
import { PROFILE_IDS } from "../compaction/profiles";
import { sweepGridSchema } from "../sweeps/sweep-grid";

/** Sessions one sweep may name: the benchmark's 1,000 with room to spare. */
export const MAX_SWEEP_SESSIONS = 5_000;

export const SWEEP_STATUSES = ["queued", "running", "done", "failed", "cancelled"] as const;
export const sweepStatusSchema = z.enum(SWEEP_STATUSES);
export type SweepStatus = z.infer<typeof sweepStatusSchema>;

/** Body of `POST /api/sweeps` (issue 10's contract). */
export const createSweepBodySchema = z.strictObject({
  transcriptIds: z
    .array(z.string().min(1).max(200))
    .min(1, "at least one transcript")
    .max(
      MAX_SWEEP_SESSIONS,
      `at most ${MAX_SWEEP_SESSIONS.toLocaleString("en-US")} transcripts per sweep`,
    )
    .refine((ids) => new Set(ids).size === ids.length, "each transcript once"),
  profile: z.enum(["auto", ...PROFILE_IDS]).default("auto"),
  grid: sweepGridSchema,
});
export type CreateSweepBody = z.infer<typeof createSweepBodySchema>;

/** `GET /api/sweeps/:id/results` query. */
export const sweepResultsQuerySchema = z.strictObject({
  format: z.enum(["json", "csv"]).default("json"),
  transcriptId: z.string().min(1).max(200).optional(),
});

/** `GET /api/sweeps/:id` and each entry of `GET /api/sweeps`. */
export type SweepSummary = {
  id: string;
  status: SweepStatus;
  progress: { done: number; total: number };
  profile: string;
  grid: z.infer<typeof sweepGridSchema>;
  sessions: number;
  settingCount: number;
  error: string | null;
  note: string | null;
  createdAt: string;
  finishedAt: string | null;
};
