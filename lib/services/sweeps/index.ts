import { readPoolOptions } from "../../replay-pool/pool-config";
import type { Capability } from "../capability";
import { sweepJobs } from "./sweep-job-source";
import { SWEEP_JOB_PAYLOADS, sweepJobHandlers, sweepJobKey } from "./sweep-jobs";
import { poolSweepReplayer } from "./sweep-replayer";
import { createSweepsService, type SweepsService } from "./sweeps-service";

/** Sweeps: transcripts replayed under a grid of constants, as jobs that workers share. */
export const sweepsCapability: Capability<"sweeps", SweepsService, typeof SWEEP_JOB_PAYLOADS> = {
  id: "sweeps",
  create: ({ db, pool, jobs }) =>
    createSweepsService({
      db,
      jobs,
      // Its parts share the replay pool's threads.
      replaySession: poolSweepReplayer({ db, pool }),
      // One session more than threads: its rows are stored while the threads replay.
      concurrency: readPoolOptions().threads + 1,
    }),
  jobs: {
    payloads: SWEEP_JOB_PAYLOADS,
    handlers: sweepJobHandlers,
    // Two parts at once: the next part's sessions fill the threads while one part's last finish.
    concurrency: 2,
    keyOf: sweepJobKey,
  },
  jobsList: (service) => sweepJobs(service),
  async resumeUnfinished({ service, startedAt }) {
    // The sweeps service throws no AppError, so one made at start-up may serve the routes too.
    const resumed = await service().resumeUnfinished(startedAt);
    return resumed > 0 ? `Resumed ${resumed} sweep(s) left unfinished by an earlier run.` : null;
  },
};
