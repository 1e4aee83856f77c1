import { z } from "zod";

/**
 * Every kind of long job, with the zod schema of its payload (STYLE: a payload schema per
 * queue). A payload carries ids only: the rows hold the rest, so a job survives a restart.
 */
export const JOB_PAYLOADS = {
  "summary-variant": z.strictObject({ variantId: z.string().min(1) }),
  "summary-batch": z.strictObject({ batchId: z.string().min(1) }),
  /** Plans a sweep: queues a `sweep-part` per chunk of the sessions not yet stored. */
  sweep: z.strictObject({ sweepId: z.string().min(1) }),
  /** Some sessions of a sweep under every setting: the unit workers share. */
  "sweep-part": z.strictObject({
    sweepId: z.string().min(1),
    /** Its place among the sweep's parts: names the job, so a re-planned part is stored once. */
    part: z.number().int().min(0),
    transcriptIds: z.array(z.string().min(1)).min(1),
  }),
  /** Re-parses stored transcripts from their raw bytes (`npm run reparse`). */
  reparse: z.strictObject({ reparseId: z.string().min(1) }),
} as const;

export type JobKind = keyof typeof JOB_PAYLOADS;
export const JOB_KINDS = Object.keys(JOB_PAYLOADS) as JobKind[];
export type JobPayload<K extends JobKind> = z.infer<(typeof JOB_PAYLOADS)[K]>;

/** What a handler knows of its run: on its last attempt a fault is final (mark the row failed). */
export type JobContext = { isLastAttempt: boolean };

/** Handlers of the kinds `K` one queue runs (a queue per capability: summaries, sweeps). */
export type JobHandlers<K extends JobKind = JobKind> = {
  [P in K]: (payload: JobPayload<P>, context: JobContext) => Promise<void>;
};

/** Where long jobs go: this process (SQLite) or pg-boss on PostgreSQL (lib/jobs/job-queue.ts). */
export type JobQueue<K extends JobKind = JobKind> = {
  /** Parses the payload (throws a ZodError for a bad one) and stores or schedules the job. */
  enqueue<P extends K>(kind: P, payload: JobPayload<P>): Promise<void>;
  /** Resolves when none of this queue's jobs is waiting or running (tests, graceful shutdown). */
  idle(): Promise<void>;
};

/**
 * Retries of a job that throws: 3 more attempts, 2 s then doubling (pg-boss `retryBackoff`).
 * A job's handlers are idempotent (a resumed sweep skips stored sessions), so a retry or a
 * job picked up again after its worker died never stores anything twice.
 */
export const JOB_RETRY = { retryLimit: 3, retryDelaySeconds: 2 } as const;
