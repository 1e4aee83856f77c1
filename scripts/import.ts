// `npm run import -- <paths...>`: imports transcripts from files or whole folders (a
// ~/.claude/projects tree, subagents/ folders included) through the same ingest path as uploads.
// IMPORT_WORKSPACE=<name or id> stores them in that workspace of a team server (default: the
// open mode's "default" workspace). IMPORT_THREADS=<n> sets how many files are ingested at once
// (default: one per core). Runs as a prebuilt bundle (scripts/import-cli.mjs builds it), whose
// import threads load import-worker.mjs beside it.
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { readDatabaseUrl } from "../lib/db/database-url";
import { migrateDatabase } from "../lib/db/migrate";
import { DEFAULT_WORKSPACE_ID } from "../lib/db/workspace-scope";
import type { IngestOutcome } from "../lib/services/ingest/ingest-file";
import { readUploadLimit } from "../lib/services/ingest/upload-limit";
import { findTranscripts, planImport, type PlannedFile } from "./import/find-transcripts";
import type { ImportTask } from "./import/import-worker";

/** More threads than this only queue at SQLite's single writer. */
const MAX_THREADS = 4;

const megabytes = (bytes: number) => (bytes / 1e6).toFixed(1);

async function main(): Promise<number> {
  const targets = process.argv.slice(2);
  if (targets.length === 0) {
    console.error(
      "Usage: npm run import -- <file.jsonl | folder>...   (e.g. npm run import -- ~/.claude/projects ~/.codex/sessions)",
    );
    return 2;
  }
  const workerFile = path.join(path.dirname(fileURLToPath(import.meta.url)), "import-worker.mjs");
  if (!existsSync(workerFile)) throw new Error("run it as `npm run import`, which builds it");
  const found = (await Promise.all(targets.map(findTranscripts))).flat();
  const totalBytes = found.reduce((sum, f) => sum + f.bytes, 0);
  console.log(`Found ${found.length} .jsonl files (${megabytes(totalBytes)} MB).`);

  // The threads start (and load their code) while the database is migrated.
  const threads = readThreads(found.length);
  const pool = new Piscina<ImportTask, IngestOutcome>({
    filename: workerFile,
    minThreads: threads,
    maxThreads: threads,
  });
  try {
    const databaseUrl = readDatabaseUrl();
    await migrateDatabase(databaseUrl);
    const task = (item: PlannedFile): ImportTask => ({
      file: item.file,
      name: item.name,
      databaseUrl,
      workspace: process.env.IMPORT_WORKSPACE || DEFAULT_WORKSPACE_ID,
      maxBytes: readUploadLimit(),
    });
    return await importAll(pool, threads, planImport(found), task, totalBytes);
  } finally {
    await pool.destroy();
  }
}

function readThreads(files: number): number {
  const asked = Number(process.env.IMPORT_THREADS);
  const threads = asked >= 1 ? Math.floor(asked) : Math.min(availableParallelism(), MAX_THREADS);
  return Math.max(1, Math.min(threads, files));
}

async function importAll(
  pool: Piscina<ImportTask, IngestOutcome>,
  threads: number,
  planned: PlannedFile[],
  task: (item: PlannedFile) => ImportTask,
  totalBytes: number,
): Promise<number> {
  const counts = { stored: 0, duplicate: 0, failed: 0 };
  const started = performance.now();
  let doneBytes = 0;
  let doneFiles = 0;

  function report(item: PlannedFile, outcome: IngestOutcome): void {
    doneBytes += item.bytes;
    doneFiles += 1;
    const rate = doneBytes / 1e6 / ((performance.now() - started) / 1000);
    const prefix = `[${doneFiles}/${planned.length}] ${item.name}`;
    if (!outcome.ok) {
      counts.failed += 1;
      console.log(`${prefix}: FAILED ${outcome.error.code}: ${outcome.error.message}`);
      return;
    }
    const { summary } = outcome;
    counts[outcome.duplicate ? "duplicate" : "stored"] += 1;
    console.log(
      `${prefix}: ${outcome.duplicate ? "already stored" : "stored"}, ${summary.records} records, ` +
        `${summary.invalidLineCount} invalid lines, ${summary.apiCalls} calls, ${summary.compactions.length} compactions ` +
        `(${megabytes(doneBytes)}/${megabytes(totalBytes)} MB, ${rate.toFixed(1)} MB/s)`,
    );
  }

  const byFile = new Map(planned.map((item) => [item.file, item]));
  const running = new Map<string, Promise<void>>();
  // A subagent's file waits for its session's file, whatever their places in the queue.
  function start(item: PlannedFile): Promise<void> {
    const known = running.get(item.file);
    if (known) return known;
    const parent = item.after === null ? undefined : byFile.get(item.after);
    const run = (async () => {
      if (parent) await start(parent);
      report(item, await pool.run(task(item)));
    })();
    running.set(item.file, run);
    return run;
  }
  await Promise.all(planned.map(start));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Imported ${counts.stored}, already stored ${counts.duplicate}, failed ${counts.failed} in ${seconds} s (${threads} threads).`,
  );
  return counts.failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`import: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
