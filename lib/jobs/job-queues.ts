import PgBoss from "pg-boss";
import { readEnvNumber } from "../env-number";
import { createInProcessQueue } from "./in-process-queue";
import type { JobHandlers, JobKeyOf, JobPayloadSchemas, JobQueue } from "./job-types";
import { readJobsConfig } from "./jobs-config";
import { createPgBossQueue } from "./pg-boss-queue";

function startBoss(url: string, maintenanceIntervalSeconds: number): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: url, maintenanceIntervalSeconds, max: 4 });
  boss.on("error", (error) => console.error("Job queue (pg-boss):", error));
  return boss.start();
}

export type CreateJobQueueOptions<S extends JobPayloadSchemas> = {
  /** Jobs of this queue run at once in one process. */
  concurrency: number;
  keyOf?: JobKeyOf<S>;
};

/**
 * A process's job queues: one pg-boss connection shared by every queue made here, and whether
 * this process works the jobs (a worker) or only sends them. The composition root holds one
 * (lib/server); scripts and tests that wire a queue of their own make their own.
 */
export function createJobQueues() {
  let boss: Promise<PgBoss> | undefined;
  let isWorker = false;

  return {
    /**
     * The queue of `payloads`' kinds, picked by the environment (readJobsConfig): pg-boss on
     * PostgreSQL, whose jobs `npm run worker` processes run (and the web server too with
     * RUN_JOBS_IN_WEB=1), or in this process on SQLite. Callers see one `JobQueue` either way.
     */
    create<S extends JobPayloadSchemas>(
      payloads: S,
      handlers: () => JobHandlers<S>,
      { concurrency, keyOf }: CreateJobQueueOptions<S>,
    ): JobQueue<S> {
      const config = readJobsConfig();
      if (config.mode === "in-process")
        return createInProcessQueue(payloads, handlers, { concurrency });
      const maintenance = readEnvNumber("JOBS_MAINTENANCE_SECONDS", 30, {
        min: 1,
        unit: "seconds",
      });
      const queue = createPgBossQueue(
        () => (boss ??= startBoss(config.url, maintenance)),
        payloads,
        handlers,
        { ...config.options, concurrency },
        keyOf,
      );
      if (isWorker || config.runsJobsInWeb)
        queue.work().catch((error: unknown) => {
          console.error(`Could not start working ${Object.keys(payloads).join(", ")} jobs:`, error);
          // A worker that cannot work is of no use: exit so its supervisor starts it again.
          if (isWorker) process.exit(1);
        });
      return queue;
    },

    /** True when jobs run in this process only (SQLite): start-up may resume what a crash left. */
    runInProcess(): boolean {
      return readJobsConfig().mode === "in-process";
    },

    /** Makes this process a worker: every queue made from now on works its jobs here. */
    becomeWorker(): void {
      isWorker = true;
    },

    /** Stops taking jobs and waits up to `timeoutMs` for running ones (graceful shutdown). */
    async stop(timeoutMs = 30_000): Promise<void> {
      if (boss === undefined) return;
      await (await boss).stop({ graceful: true, timeout: timeoutMs, wait: true });
    },
  };
}

export type JobQueues = ReturnType<typeof createJobQueues>;
