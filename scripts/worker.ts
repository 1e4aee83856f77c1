// `npm run worker`: takes jobs (sweeps, summaries, re-parses) from the PostgreSQL queue until
// SIGTERM/SIGINT. Run any number, on any machines, with the same DATABASE_URL (or
// JOBS_DATABASE_URL for the queue). With SQLite there is nothing to do: the web server runs jobs.
import { disconnectDb } from "../lib/server/database";
import { serveJobs } from "../lib/jobs/serve-jobs";
import { closeReplayPool } from "../lib/replay-pool/shared-pool";
import { getReparseService } from "../lib/services/reparse";
import { getSummariesService } from "../lib/services/summaries";
import { getSweepsService } from "../lib/services/sweeps";

async function main(): Promise<number> {
  const served = await serveJobs({
    // No migration here: `npm start` (or `npm run db:migrate`) applies them once; several
    // workers starting at once would race for the schema lock of a database in use.
    start: () => {
      getSweepsService();
      getSummariesService();
      getReparseService();
    },
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
