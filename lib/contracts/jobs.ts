import { z } from "zod";

/**
 * The kinds of long work a user sees in the jobs list (each a row with progress in the db):
 * each the `jobsList` of one server capability (lib/server/capabilities.test.ts holds them equal).
 */
export const JOB_VIEW_KINDS = ["sweep", "summary-batch", "reparse"] as const;
export const jobViewKindSchema = z.enum(JOB_VIEW_KINDS);
export type JobViewKind = z.infer<typeof jobViewKindSchema>;

export const JOB_STATUSES = ["queued", "running", "done", "failed", "cancelled"] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** One job as `GET /api/jobs` answers it: what every process reads from the database. */
export const jobViewSchema = z.object({
  kind: jobViewKindSchema,
  id: z.string(),
  /** What it works on, in words ("Sweep of 12 sessions × 6 settings"). */
  title: z.string(),
  /** Where its own page is, when it has one. */
  href: z.string().nullable(),
  status: jobStatusSchema,
  progress: z.object({ done: z.number(), total: z.number() }),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Why it failed, or what a user should know. */
  message: z.string().nullable(),
});
export type JobView = z.infer<typeof jobViewSchema>;

export const jobListSchema = z.object({ jobs: z.array(jobViewSchema) });
export type JobList = z.infer<typeof jobListSchema>;

/** `DELETE /api/jobs/:kind/:id` path parameters. */
export const jobParamsSchema = z.strictObject({ kind: jobViewKindSchema, id: z.string().min(1) });
