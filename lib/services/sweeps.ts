import "server-only";
import { getDb } from "../db/client";
import { createInProcessQueue } from "../jobs/in-process-queue";
import type { JobQueue } from "../jobs/job-kinds";
import { sweepJobHandlers } from "../jobs/sweep-handlers";
import { readPoolOptions } from "../replay-pool/pool-config";
import { getReplayPool } from "../replay-pool/shared-pool";
import { poolSweepReplayer } from "./sweep-replayer";
import { createSweepsService, type SweepsService } from "./sweeps-service";

// One service and one queue per process; a sweep at a time, each using every pool thread.
const globalForSweeps = globalThis as typeof globalThis & {
  compactionLabSweeps?: { service: SweepsService; queue: JobQueue<"sweep"> };
};

function create(): { service: SweepsService; queue: JobQueue<"sweep"> } {
  const queue = createInProcessQueue(() => sweepJobHandlers(getSweepsService()), {
    concurrency: 1,
  });
  const service = createSweepsService({
    db: getDb,
    jobs: () => queue,
    replaySession: poolSweepReplayer({ db: getDb, pool: getReplayPool }),
    // One session more than threads: its rows are stored while the threads replay.
    concurrency: readPoolOptions().threads + 1,
  });
  return { service, queue };
}

/** The process-wide sweeps service; its jobs run in this process (SQLite, one user). */
export function getSweepsService(): SweepsService {
  globalForSweeps.compactionLabSweeps ??= create();
  return globalForSweeps.compactionLabSweeps.service;
}

/** Resolves when no sweep is queued or running (tests, graceful shutdown). */
export function sweepJobsIdle(): Promise<void> {
  return globalForSweeps.compactionLabSweeps?.queue.idle() ?? Promise.resolve();
}
