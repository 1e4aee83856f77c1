// `npm run reparse [-- --all] [-- --wait]`: re-parses stored transcripts from their kept raw
// bytes with the current parser, as a `reparse` job with its progress in the database (the
// jobs page shows it): those whose model is of another format version, or every one with
// --all. With SQLite the job runs here and prints a line per transcript; with a PostgreSQL
// queue it is queued for `npm run worker`, and --wait follows its progress until it ends.
import { createPrismaClient } from "../lib/db/create-prisma-client";
import { readDatabaseUrl } from "../lib/db/database-url";
import { migrateDatabase } from "../lib/db/migrate";
import { reparseTranscript } from "../lib/services/ingest/reparse-transcript";
import { createInProcessQueue } from "../lib/jobs/in-process-queue";
import { createJobQueues } from "../lib/jobs/job-queues";
import { readJobsConfig } from "../lib/jobs/jobs-config";
import {
  REPARSE_JOB_PAYLOADS,
  reparseJobHandlers,
  type ReparseJobQueue,
} from "../lib/services/reparse/reparse-jobs";
import { createReparseService, type ReparseService } from "../lib/services/reparse/reparse-service";
import { MODEL_FORMAT_VERSION } from "../lib/transcript/model-codec";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function follow(service: ReparseService, id: string): Promise<number> {
  let last = "";
  for (;;) {
    const run = await service.get(id);
    if (run === null) return 1;
    const { done, failed, total } = run.progress;
    const line = `${run.status}: ${done} re-parsed, ${failed} failed of ${total}`;
    if (line !== last) console.log((last = line));
    if (!["queued", "running"].includes(run.status))
      return run.status === "done" && failed === 0 ? 0 : 1;
    await sleep(1_000);
  }
}

async function main(): Promise<number> {
  const all = process.argv.includes("--all");
  const url = readDatabaseUrl();
  await migrateDatabase(url);
  const db = createPrismaClient(url);
  const inProcess = readJobsConfig().mode === "in-process";
  const holder: { service?: ReparseService } = {};
  const handlers = () => reparseJobHandlers(holder.service as ReparseService);
  const queues = createJobQueues();
  const queue: ReparseJobQueue = inProcess
    ? createInProcessQueue(REPARSE_JOB_PAYLOADS, handlers, { concurrency: 1 })
    : queues.create(REPARSE_JOB_PAYLOADS, handlers, { concurrency: 1 });
  const service = createReparseService({
    db: () => db,
    jobs: () => queue,
    reparse: reparseTranscript,
    onTranscript: ({ index, total, id, error }) =>
      console.log(
        `[${index + 1}/${total}] ${id}: ${error === undefined ? "re-parsed" : `FAILED ${error}`}`,
      ),
  });
  holder.service = service;
  try {
    const { id, total } = await service.create({ all });
    console.log(`${total} transcript(s) to re-parse (model format ${MODEL_FORMAT_VERSION}).`);
    if (id === null) return 0;
    if (inProcess) {
      await queue.idle();
      return follow(service, id);
    }
    console.log(`Queued as re-parse job ${id}: \`npm run worker\` processes run it (see /jobs).`);
    return process.argv.includes("--wait") ? await follow(service, id) : 0;
  } finally {
    await queues.stop(1_000);
    await db.$disconnect();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`reparse: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
