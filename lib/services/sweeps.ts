import "server-only";
import { getDb } from "../server/database";
import type { JobQueue } from "../jobs/job-kinds";
import { createJobQueue } from "../jobs/job-queue";
import {
  SWEEP_JOB_KINDS,
  sweepJobHandlers,
  sweepJobKey,
  type SweepJobKind,
} from "../jobs/sweep-handlers";
import { readPoolOptions } from "../replay-pool/pool-config";
import { getReplayPool } from "../replay-pool/shared-pool";
import { poolSweepReplayer } from "./sweep-replayer";
import { createSweepsService, type SweepsService } from "./sweeps-service";

// One service and one queue per process; its parts share the replay pool's threads.
const globalForSweeps = globalThis as typeof globalThis & {
  compactionLabSweeps?: { service: SweepsService; queue: JobQueue<SweepJobKind> };
};

function create(): { service: SweepsService; queue: JobQueue<SweepJobKind> } {
  const queue = createJobQueue(SWEEP_JOB_KINDS, () => sweepJobHandlers(getSweepsService()), {
    // Two parts at once: the next part's sessions fill the threads while one part's last finish.
    concurrency: 2,
    keyOf: sweepJobKey,
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

/** The process-wide sweeps service; its jobs run here (SQLite) or on workers (PostgreSQL). */
export function getSweepsService(): SweepsService {
  globalForSweeps.compactionLabSweeps ??= create();
  return globalForSweeps.compactionLabSweeps.service;
}

/** Resolves when no sweep job is queued or running (tests, graceful shutdown). */
export function sweepJobsIdle(): Promise<void> {
  return globalForSweeps.compactionLabSweeps?.queue.idle() ?? Promise.resolve();
}
