// `npm run worker`: takes jobs (every capability's: sweeps, summaries, re-parses) from the
// PostgreSQL queue until SIGTERM/SIGINT. Run any number, on any machines, with the same
// DATABASE_URL (or JOBS_DATABASE_URL for the queue). With SQLite there is nothing to do: the
// web server runs jobs.
import { disconnectDb } from "../lib/server/database";
import { serveJobs } from "../lib/jobs/serve-jobs";
import { closeReplayPool, jobQueues, startEveryQueue } from "../lib/server";

async function main(): Promise<number> {
  const served = await serveJobs({
    queues: jobQueues(),
    // No migration here: `npm start` (or `npm run db:migrate`) applies them once; several
    // workers starting at once would race for the schema lock of a database in use.
    start: startEveryQueue,
    close: async () => {
      await closeReplayPool();
      await disconnectDb();
    },
  });
  if (!served.ok) console.log(`worker: ${served.reason}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`worker: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
