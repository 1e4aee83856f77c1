import { z } from "zod";

/**
 * Every kind of long job, with the zod schema of its payload (STYLE: a payload schema per
 * queue). A payload carries ids only: the rows hold the rest, so a job survives a restart.
 */
export const JOB_PAYLOADS = {
  "summary-variant": z.strictObject({ variantId: z.string().min(1) }),
  "summary-batch": z.strictObject({ batchId: z.string().min(1) }),
  sweep: z.strictObject({ sweepId: z.string().min(1) }),
} as const;

export type JobKind = keyof typeof JOB_PAYLOADS;
export type JobPayload<K extends JobKind> = z.infer<(typeof JOB_PAYLOADS)[K]>;
/** Handlers of the kinds `K` one queue runs (a queue per capability: summaries, sweeps). */
export type JobHandlers<K extends JobKind = JobKind> = {
  [P in K]: (payload: JobPayload<P>) => Promise<void>;
};

/** Where long jobs go: in this process today, a PostgreSQL queue later (one file changes). */
export type JobQueue<K extends JobKind = JobKind> = {
  enqueue<P extends K>(kind: P, payload: JobPayload<P>): void;
  /** Resolves when nothing is queued or running (tests, graceful shutdown). */
  idle(): Promise<void>;
};
