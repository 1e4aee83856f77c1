import "server-only";
import { getDb } from "../server/database";
import type { JobQueue } from "../jobs/job-kinds";
import { createJobQueue } from "../jobs/job-queue";
import { REPARSE_JOB_KINDS, reparseJobHandlers } from "../jobs/reparse-handlers";
import { reparseTranscript } from "./ingest/reparse-transcript";
import { createReparseService, type ReparseService } from "./reparse-service";

// One service and one queue per process (Next.js bundles this module more than once).
const globalForReparse = globalThis as typeof globalThis & {
  compactionLabReparse?: { service: ReparseService; queue: JobQueue<"reparse"> };
};

function create(): { service: ReparseService; queue: JobQueue<"reparse"> } {
  const queue = createJobQueue(REPARSE_JOB_KINDS, () => reparseJobHandlers(getReparseService()), {
    concurrency: 1,
  });
  const service = createReparseService({
    db: getDb,
    jobs: () => queue,
    reparse: reparseTranscript,
  });
  return { service, queue };
}

/** The process-wide re-parse service; its jobs run here (SQLite) or on workers (PostgreSQL). */
export function getReparseService(): ReparseService {
  globalForReparse.compactionLabReparse ??= create();
  return globalForReparse.compactionLabReparse.service;
}
