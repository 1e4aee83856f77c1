import type { z } from "zod";

/**
 * A queue's kinds of job, each with the zod schema of its payload (STYLE: a payload schema per
 * queue). A payload carries ids only: the rows hold the rest, so a job survives a restart.
 * Each capability declares its own (lib/services/<capability>/*-jobs.ts).
 */
export type JobPayloadSchemas = Record<string, z.ZodType>;

/** The kinds of job of a queue. */
export type JobKindOf<S extends JobPayloadSchemas> = keyof S & string;

export type JobPayload<S extends JobPayloadSchemas, K extends JobKindOf<S>> = z.output<S[K]>;

/** What a handler knows of its run: on its last attempt a fault is final (mark the row failed). */
export type JobContext = { isLastAttempt: boolean };

/** A handler for every kind of a queue (one queue per capability: summaries, sweeps). */
export type JobHandlers<S extends JobPayloadSchemas> = {
  [K in JobKindOf<S>]: (payload: JobPayload<S, K>, context: JobContext) => Promise<void>;
};

/** Names a job so sending it twice stores it once (pg-boss; in-process needs no such guard). */
export type JobKeyOf<S extends JobPayloadSchemas> = <K extends JobKindOf<S>>(
  kind: K,
  payload: JobPayload<S, K>,
) => string | undefined;

/** Where long jobs go: this process (SQLite) or pg-boss on PostgreSQL (lib/jobs/job-queues.ts). */
export type JobQueue<S extends JobPayloadSchemas> = {
  /** Parses the payload (throws a ZodError for a bad one) and stores or schedules the job. */
  enqueue<K extends JobKindOf<S>>(kind: K, payload: JobPayload<S, K>): Promise<void>;
  /** Resolves when none of this queue's jobs is waiting or running (tests, graceful shutdown). */
  idle(): Promise<void>;
};

/** A payload parsed by its kind's schema. */
export function parsePayload<S extends JobPayloadSchemas, K extends JobKindOf<S>>(
  payloads: S,
  kind: K,
  payload: unknown,
): JobPayload<S, K> {
  const schema: S[K] = payloads[kind];
  return schema.parse(payload) as JobPayload<S, K>;
}

/**
 * Retries of a job that throws: 3 more attempts, 2 s then doubling (pg-boss `retryBackoff`).
 * A job's handlers are idempotent (a resumed sweep skips stored sessions), so a retry or a
 * job picked up again after its worker died never stores anything twice.
 */
export const JOB_RETRY = { retryLimit: 3, retryDelaySeconds: 2 } as const;
