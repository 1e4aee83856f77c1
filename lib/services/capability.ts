import type { PrismaClient } from "../db/generated/client";
import type { JobHandlers, JobKeyOf, JobPayloadSchemas, JobQueue } from "../jobs/job-types";
import type { ReplayPool } from "../replay-pool/replay-pool";
import type { JobSource } from "./jobs/job-source";

/** What the composition root (lib/server) hands every capability: the process's shared pieces. */
export type ServerDeps = {
  db: () => PrismaClient;
  /** The current workspace as a key for process caches ("*": every row), so none crosses one. */
  scopeKey: () => Promise<string>;
  pool: () => ReplayPool;
  /** Another capability's service, made once per process (summaries use replay and templates). */
  use<Service>(capability: CapabilityOf<Service>): Service;
  /** Every capability's source of the jobs list (the jobs capability reads them). */
  jobSources(): JobSource[];
};

/** A capability's deps: the server's, and the queue of its own job kinds. */
type CapabilityDeps<S extends JobPayloadSchemas> = ServerDeps & {
  jobs: () => JobQueue<S>;
};

/** A capability's long work: its kinds with their zod payloads, and thin handlers calling it. */
type CapabilityJobs<Service, S extends JobPayloadSchemas> = {
  payloads: S;
  handlers(service: Service): JobHandlers<S>;
  /** Jobs of this capability that run at once in one process. */
  concurrency: number;
  keyOf?: JobKeyOf<S>;
};

/**
 * One server capability (replay, summaries, sweeps, ...): a folder under lib/services that
 * exports one of these, and a line in lib/server/capabilities.ts. The root makes its service
 * once per process, its queue when it has jobs, and runs its start-up steps; the worker, the
 * start-up and the jobs list iterate the list, so a new kind of job touches nothing else.
 */
export type Capability<
  Id extends string,
  Service,
  S extends JobPayloadSchemas = JobPayloadSchemas,
> = {
  id: Id;
  create(deps: CapabilityDeps<S>): Service;
  jobs?: CapabilityJobs<Service, S>;
  /** Its kind of row in the jobs list; `service` is made on first use, not to list. */
  jobsList?(service: () => Service, deps: ServerDeps): JobSource;
  /**
   * At start-up of every web server, whatever its queue: background upkeep of the store (every
   * workspace's rows), from the store functions, not the service (the same bundle caveat).
   */
  startUpkeep?(context: { deps: ServerDeps; startedAt: Date }): void;
  /**
   * At start-up of a server whose jobs run in it (SQLite): settles what a killed process left
   * (resumes it or marks it interrupted) and says so in words, or null when there was none.
   * `service` is made on first use: a step that needs only the store never makes it here
   * (instrumentation.ts is a bundle of its own, with its own AppError class).
   */
  resumeUnfinished?(context: {
    service: () => Service;
    deps: ServerDeps;
    startedAt: Date;
  }): Promise<string | null>;
};

/** Any capability whose service is a `Service`, whatever its id and jobs. */
export type CapabilityOf<Service> = { id: string; create(deps: never): Service };
