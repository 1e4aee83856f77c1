import { z } from "zod";

/**
 * Every kind of long job, with the zod schema of its payload (STYLE: a payload schema per
 * queue). A payload carries ids only: the rows hold the rest, so a job survives a restart.
 */
export const JOB_PAYLOADS = {
  "summary-variant": z.strictObject({ variantId: z.string().min(1) }),
  "summary-batch": z.strictObject({ batchId: z.string().min(1) }),
} as const;

export type JobKind = keyof typeof JOB_PAYLOADS;
export type JobPayload<K extends JobKind> = z.infer<(typeof JOB_PAYLOADS)[K]>;
export type JobHandlers = { [K in JobKind]: (payload: JobPayload<K>) => Promise<void> };

/** Where long jobs go: in this process today, a PostgreSQL queue later (one file changes). */
export type JobQueue = {
  enqueue<K extends JobKind>(kind: K, payload: JobPayload<K>): void;
  /** Resolves when nothing is queued or running (tests, graceful shutdown). */
  idle(): Promise<void>;
};
