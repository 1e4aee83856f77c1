import { createHash } from "node:crypto";
import PgBoss from "pg-boss";
import { z } from "zod";
import { readScope, runInWorkspace, runUnscoped } from "../db/workspace-scope";
import {
  JOB_RETRY,
  parsePayload,
  type JobHandlers,
  type JobKeyOf,
  type JobKindOf,
  type JobPayload,
  type JobPayloadSchemas,
  type JobQueue,
} from "./job-types";

export type PgBossQueueOptions = {
  /** Jobs of each kind this process runs at once (one pg-boss worker each). */
  concurrency?: number;
  /**
   * A job still active this long after it started is failed and retried: how a job whose
   * worker was killed is picked up again. Longer than one job takes (a sweep part, a summary).
   */
  expireInSeconds?: number;
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How often an idle worker asks for a job. */
  pollingIntervalSeconds?: number;
  /** pg-boss's schema in the database (its `schema` option). */
  schema?: string;
};

export type PgBossQueue<S extends JobPayloadSchemas> = JobQueue<S> & {
  /** Starts working this queue's kinds in this process (a worker, or a web server told to). */
  work(): Promise<void>;
};

/** A job's id from a caller's key: sending the same key twice stores the job once. */
export function jobIdOfKey(key: string): string {
  const hex = createHash("sha256").update(key).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** What a pg-boss job holds: the kind's payload and the workspace of whoever queued it. */
const jobEnvelopeSchema = z.strictObject({
  payload: z.unknown(),
  workspaceId: z.string().min(1).nullable(),
});
type JobEnvelope = z.infer<typeof jobEnvelopeSchema>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A `JobQueue` on pg-boss: jobs are rows in PostgreSQL (pg-boss's own schema), fetched with
 * SKIP LOCKED so any number of worker processes on any machines share them and no two run the
 * same job at once. A job that throws is retried with backoff; one whose worker died expires
 * and is retried the same way. `keyOf` names a job so sending it again (a re-planned sweep)
 * stores nothing new.
 */
export function createPgBossQueue<S extends JobPayloadSchemas>(
  boss: () => Promise<PgBoss>,
  payloads: S,
  handlers: () => JobHandlers<S>,
  {
    concurrency = 1,
    expireInSeconds = 15 * 60,
    retryLimit = JOB_RETRY.retryLimit,
    retryDelaySeconds = JOB_RETRY.retryDelaySeconds,
    pollingIntervalSeconds = 2,
    schema = "pgboss",
  }: PgBossQueueOptions = {},
  keyOf: JobKeyOf<S> = () => undefined,
): PgBossQueue<S> {
  const kinds: JobKindOf<S>[] = Object.keys(payloads);
  let ready: Promise<PgBoss> | undefined;

  // Each job carries its retry and expiry (not only its queue, which the first process to
  // start creates): the sender's settings hold whatever process made the queue.
  const jobOptions = {
    retryLimit,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds,
  };

  async function createQueues(): Promise<PgBoss> {
    const started = await boss();
    for (const kind of kinds) await createQueue(started, kind);
    return started;
  }

  /**
   * Creates `kind`'s queue unless it exists. Processes (or services of one process) starting
   * at once race: PostgreSQL may pick one as a deadlock victim, which tries again.
   */
  async function createQueue(started: PgBoss, kind: JobKindOf<S>): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        if ((await started.getQueue(kind)) === null)
          await started.createQueue(kind, { name: kind, ...jobOptions });
        return;
      } catch (error) {
        if ((await started.getQueue(kind)) !== null) return;
        if (attempt >= 5) throw error;
        await sleep(100 * attempt + Math.random() * 100);
      }
    }
  }

  const queues = () => (ready ??= createQueues());

  async function unfinished(): Promise<number> {
    const started = await queues();
    const { rows } = await started
      .getDb()
      .executeSql(
        `SELECT count(*)::int AS n FROM ${schema}.job WHERE name = ANY($1) AND state IN ('created', 'retry', 'active')`,
        [kinds],
      );
    return Number((rows[0] as { n: number }).n);
  }

  return {
    async enqueue<K extends JobKindOf<S>>(kind: K, payload: JobPayload<S, K>): Promise<void> {
      const data = parsePayload(payloads, kind, payload);
      const key = keyOf(kind, data);
      // The sender's workspace travels with the job, so a worker's queries see what the request
      // that queued it saw (lib/db/workspace-scope.ts); null: server upkeep, every workspace.
      const envelope: JobEnvelope = {
        payload: data,
        workspaceId: readScope()?.workspaceId ?? null,
      };
      await (
        await queues()
      ).send(kind, envelope, {
        ...jobOptions,
        ...(key === undefined ? {} : { id: jobIdOfKey(key) }),
      });
    },

    async idle(): Promise<void> {
      while ((await unfinished()) > 0) await sleep(100);
    },

    async work(): Promise<void> {
      const started = await queues();
      for (const kind of kinds) {
        for (let i = 0; i < concurrency; i += 1) {
          await started.work<JobEnvelope>(
            kind,
            { batchSize: 1, pollingIntervalSeconds, includeMetadata: true },
            async (jobs) => {
              for (const job of jobs) {
                const envelope = jobEnvelopeSchema.parse(job.data);
                const data = parsePayload(payloads, kind, envelope.payload);
                const handler = handlers()[kind];
                const run = () =>
                  handler(data, { isLastAttempt: job.retryCount >= job.retryLimit });
                await (envelope.workspaceId === null
                  ? runUnscoped(run)
                  : runInWorkspace(envelope.workspaceId, run));
              }
            },
          );
        }
      }
    },
  };
}
