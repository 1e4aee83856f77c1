import PgBoss from "pg-boss";
import { readEnvNumber } from "../env-number";
import { createInProcessQueue } from "./in-process-queue";
import type { JobHandlers, JobKind, JobPayload, JobQueue } from "./job-kinds";
import { readJobsConfig } from "./jobs-config";
import { createPgBossQueue } from "./pg-boss-queue";

// One pg-boss connection per process, on globalThis: Next.js bundles this module more than once.
const globalForJobs = globalThis as typeof globalThis & {
  compactionLabJobs?: {
    boss?: Promise<PgBoss>;
    isWorker: boolean;
  };
};

function state() {
  return (globalForJobs.compactionLabJobs ??= { isWorker: false });
}

function startBoss(url: string, maintenanceIntervalSeconds: number): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: url, maintenanceIntervalSeconds, max: 4 });
  boss.on("error", (error) => console.error("Job queue (pg-boss):", error));
  return boss.start();
}

export type CreateJobQueueOptions<K extends JobKind> = {
  /** Jobs of this queue run at once in one process. */
  concurrency: number;
  /** Names a job so sending it twice stores it once (pg-boss; in-process needs no such guard). */
  keyOf?: (kind: K, payload: JobPayload<K>) => string | undefined;
};

/**
 * The queue for `kinds`, picked by the environment (readJobsConfig): pg-boss on PostgreSQL,
 * whose jobs `npm run worker` processes run (and the web server too with RUN_JOBS_IN_WEB=1),
 * or in this process on SQLite. Callers see one `JobQueue` either way.
 */
export function createJobQueue<K extends JobKind>(
  kinds: readonly K[],
  handlers: () => JobHandlers<K>,
  { concurrency, keyOf }: CreateJobQueueOptions<K>,
): JobQueue<K> {
  const config = readJobsConfig();
  if (config.mode === "in-process") return createInProcessQueue(handlers, { concurrency });
  const jobs = state();
  const maintenance = readEnvNumber("JOBS_MAINTENANCE_SECONDS", 30, { min: 1, unit: "seconds" });
  const queue = createPgBossQueue(
    () => (jobs.boss ??= startBoss(config.url, maintenance)),
    kinds,
    handlers,
    { ...config.options, concurrency },
    keyOf,
  );
  if (jobs.isWorker || config.runsJobsInWeb)
    queue.work().catch((error: unknown) => {
      console.error(`Could not start working ${kinds.join(", ")} jobs:`, error);
      // A worker that cannot work is of no use: exit so its supervisor starts it again.
      if (jobs.isWorker) process.exit(1);
    });
  return queue;
}

/** True when jobs run in this process only (SQLite): start-up may resume what a crash left. */
export function jobsRunInProcess(): boolean {
  return readJobsConfig().mode === "in-process";
}

/** Makes this process a worker: every queue made from now on works its jobs here. */
export function becomeWorker(): void {
  state().isWorker = true;
}

/** Stops taking jobs and waits up to `timeoutMs` for running ones (graceful shutdown). */
export async function stopJobs(timeoutMs = 30_000): Promise<void> {
  const boss = globalForJobs.compactionLabJobs?.boss;
  if (boss === undefined) return;
  await (await boss).stop({ graceful: true, timeout: timeoutMs, wait: true });
}
