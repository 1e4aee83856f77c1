import type { JobView, JobViewKind } from "../../contracts/jobs";
import type { CancelOutcome, JobSource } from "./job-source";

const UNFINISHED = new Set(["queued", "running"]);

/** Running and queued jobs first (running before queued), then the newest. */
export function orderJobs(jobs: JobView[]): JobView[] {
  const rank = (job: JobView) => (job.status === "running" ? 0 : job.status === "queued" ? 1 : 2);
  return [...jobs].sort(
    (a, b) =>
      rank(a) - rank(b) || b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id),
  );
}

/**
 * Every kind of long work in one list, read from the database rows each kind keeps (so every
 * process, web server or worker, sees the same), and cancelled through its own service.
 * A new kind of job is its capability's `jobsList` (lib/services/capability.ts).
 */
export function createJobsService(sources: JobSource[]) {
  const byKind = new Map(sources.map((source) => [source.kind, source]));
  return {
    /** Every unfinished job, and the newest finished ones up to `recent`. */
    async list(recent = 20): Promise<JobView[]> {
      const lists = await Promise.all(sources.map((source) => source.list(recent + 50)));
      const ordered = orderJobs(lists.flat());
      const finished = ordered.filter((job) => !UNFINISHED.has(job.status)).slice(0, recent);
      return [...ordered.filter((job) => UNFINISHED.has(job.status)), ...finished];
    },
    get: (kind: JobViewKind, id: string) => byKind.get(kind)?.get(id) ?? Promise.resolve(null),
    cancel: (kind: JobViewKind, id: string): Promise<CancelOutcome> =>
      byKind.get(kind)?.cancel(id) ?? Promise.resolve("not-found"),
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
