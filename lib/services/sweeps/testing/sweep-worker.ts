// A `npm run worker` for the worker-process tests: the same queue factory, sweeps service,
// handlers and shutdown as scripts/worker.ts, with the replay pool swapped for the
// deterministic fake (no transcripts to parse). Env: DATABASE_URL (the shared data),
// JOBS_DATABASE_URL (the queue), REPLAY_LOG, MS_PER_SETTING, SWEEP_PART_SIZE.
import { createPrismaClient } from "../../../db/create-prisma-client";
import { readDatabaseUrl } from "../../../db/database-url";
import { readEnvNumber } from "../../../env-number";
import { createSweepsService, type SweepsService } from "../sweeps-service";
import { createJobQueues } from "../../../jobs/job-queues";
import { serveJobs } from "../../../jobs/serve-jobs";
import { SWEEP_JOB_PAYLOADS, sweepJobHandlers, sweepJobKey } from "../sweep-jobs";
import { fakeSweepReplay } from "./fake-sweep-replay";

const db = createPrismaClient(readDatabaseUrl());
const queues = createJobQueues();

function start(): void {
  const holder: { service?: SweepsService } = {};
  const queue = queues.create(SWEEP_JOB_PAYLOADS, () => sweepJobHandlers(holder.service!), {
    concurrency: 1,
    keyOf: sweepJobKey,
  });
  holder.service = createSweepsService({
    db: () => db,
    jobs: () => queue,
    replaySession: fakeSweepReplay({
      logFile: process.env.REPLAY_LOG,
      msPerSetting: readEnvNumber("MS_PER_SETTING", 20),
    }),
    partSize: readEnvNumber("SWEEP_PART_SIZE", 8, { min: 1 }),
    cancelPollMs: 100,
  });
}

serveJobs({ queues, start, close: () => db.$disconnect(), graceMs: 5_000 }).then(
  (served) => process.exit(served.ok ? 0 : 2),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
