import "server-only";
import { createJobQueues, type JobQueues } from "../jobs/job-queues";
import type { JobPayloadSchemas, JobQueue } from "../jobs/job-types";
import type { ReplayPool } from "../replay-pool/replay-pool";
import { startReplayPool } from "../replay-pool/start-replay-pool";
import type { CapabilityOf, ServerDeps } from "../services/capability";
import { LISTED_CAPABILITIES, type ListedCapability } from "./capabilities";
import { currentScopeKey, getDb } from "./database";

/** What a capability made: its service, and its queue when it has jobs. */
type Made = { service: unknown; queue?: JobQueue<JobPayloadSchemas> };

/** The process's one server: the pool, the queues and every service, each made once. */
type ServerState = { queues: JobQueues; pool?: ReplayPool; made: Map<string, Made> };

// The one slot for the whole server: Next bundles these modules more than once (and
// instrumentation.ts is a bundle of its own), and every bundle must share one pool, one
// pg-boss connection and one service per capability (a variant's watchers live in it).
// A service is made by the first bundle that asks for it, with that bundle's classes.
const globalForServer = globalThis as typeof globalThis & { compactionLabServer?: ServerState };

function state(): ServerState {
  return (globalForServer.compactionLabServer ??= { queues: createJobQueues(), made: new Map() });
}

const byId = new Map(LISTED_CAPABILITIES.map((capability) => [capability.id, capability]));

const deps: ServerDeps = {
  db: getDb,
  scopeKey: currentScopeKey,
  pool: () => (state().pool ??= startReplayPool()),
  use: serviceOf,
  jobSources: () =>
    LISTED_CAPABILITIES.flatMap((capability) =>
      capability.jobsList ? [capability.jobsList(() => serviceOf(capability), deps)] : [],
    ),
};

function make(capability: ListedCapability): Made {
  const { jobs } = capability;
  const queue =
    jobs &&
    state().queues.create(jobs.payloads, () => jobs.handlers(serviceOf(capability)), {
      concurrency: jobs.concurrency,
      keyOf: jobs.keyOf,
    });
  const service = capability.create({
    ...deps,
    jobs: () => {
      if (queue === undefined) throw new Error(`The ${capability.id} capability has no jobs.`);
      return queue;
    },
  });
  return { service, queue };
}

function madeOf({ id }: CapabilityOf<unknown>): Made {
  const { made } = state();
  let found = made.get(id);
  if (found === undefined) {
    const capability = byId.get(id);
    if (capability === undefined) throw new Error(`No capability "${id}" in CAPABILITIES.`);
    found = make(capability);
    made.set(id, found);
  }
  return found;
}

/** A capability's service, made on first use, once per process. */
export function serviceOf<Service>(capability: CapabilityOf<Service>): Service {
  // Made by `capability.create`, so of its type: the map is keyed by the capability's id.
  return madeOf(capability).service as Service;
}

/** The server's shared pieces, as the capabilities see them. */
export function serverDeps(): ServerDeps {
  return deps;
}

/** The process's job queues (the worker makes itself one, then stops them). */
export function jobQueues(): JobQueues {
  return state().queues;
}

/** Makes every capability that has jobs, so that a worker works all their queues. */
export function startEveryQueue(): void {
  for (const capability of LISTED_CAPABILITIES) if (capability.jobs) madeOf(capability);
}

/** Resolves when no job of any queue made so far is waiting or running (tests, shutdown). */
export async function jobsIdle(): Promise<void> {
  for (const { queue } of state().made.values()) await queue?.idle();
}

/** Closes the replay pool if this process started one (graceful shutdown of a worker). */
export async function closeReplayPool(): Promise<void> {
  const server = state();
  const pool = server.pool;
  server.pool = undefined;
  await pool?.close();
}
