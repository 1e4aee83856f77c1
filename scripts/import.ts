// `npm run import -- <paths...>`: imports transcripts from files or whole folders (a
// ~/.claude/projects tree, subagents/ folders included) through the same reader and store as
// uploads. IMPORT_WORKSPACE=<name or id> stores them in that workspace of a team server
// (default: the open mode's "default" workspace). IMPORT_THREADS=<n> sets how many threads
// read files (default: one per core, at most 4); this thread stores them, on the process's one
// database connection. Runs as a prebuilt bundle (scripts/import-cli.mjs builds it), whose
// threads load import-worker.mjs beside it.
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { DEFAULT_WORKSPACE_ID } from "../lib/db/workspace-scope";
import { findTranscripts, planImport, type PlannedFile } from "./import/find-transcripts";
import { withOpenCodeSessions } from "./import/opencode-db";
import { readAhead } from "./import/read-ahead";
import type { ImportTask, ReadFile } from "./import/import-worker";
import type { Store } from "./import/open-store";

/** More reading threads than this wait on the one thread that stores. */
const MAX_THREADS = 4;
/** Bytes of files read ahead of the one being stored: bounds what waits in memory. */
const READ_AHEAD_BYTES = 256 * 1024 * 1024;

const megabytes = (bytes: number) => (bytes / 1e6).toFixed(1);

async function main(): Promise<number> {
  const targets = process.argv.slice(2);
  if (targets.length === 0) {
    console.error(
      "Usage: npm run import -- <file.jsonl | folder>...   (e.g. npm run import -- ~/.claude/projects ~/.codex/sessions ~/.gemini/tmp)",
    );
    return 2;
  }
  const workerFile = path.join(path.dirname(fileURLToPath(import.meta.url)), "import-worker.mjs");
  if (!existsSync(workerFile)) throw new Error("run it as `npm run import`, which builds it");
  const found = (
    await Promise.all(targets.map((target) => withOpenCodeSessions(target, findTranscripts)))
  ).flat();
  const totalBytes = found.reduce((sum, f) => sum + f.bytes, 0);
  console.log(`Found ${found.length} .jsonl files (${megabytes(totalBytes)} MB).`);

  // The threads start reading before anything touches the database.
  const threads = readThreads(found.length);
  const pool = new Piscina<ImportTask, ReadFile>({
    filename: workerFile,
    minThreads: threads,
    maxThreads: threads,
  });
  try {
    // Loaded once the threads boot, as the database side below: the settings' parsing (zod)
    // and Prisma load beside them instead of before them.
    const { readUploadLimit } = await import("../lib/services/ingest/upload-limit");
    const planned = planImport(found);
    const maxBytes = readUploadLimit();
    const reads = readAhead(planned, READ_AHEAD_BYTES, (item) => {
      const read = pool.run({ file: item.file, maxBytes });
      // Awaited when its turn comes; a read the import never reaches (it stopped) is dropped.
      read.catch(() => undefined);
      return read;
    });
    reads.start();
    const { openStore } = await import("./import/open-store");
    const store = await openStore(process.env.IMPORT_WORKSPACE || DEFAULT_WORKSPACE_ID);
    return await importAll(planned, reads.take, store, threads, totalBytes);
  } finally {
    await pool.destroy();
  }
}

function readThreads(files: number): number {
  const asked = Number(process.env.IMPORT_THREADS);
  const threads = asked >= 1 ? Math.floor(asked) : Math.min(availableParallelism(), MAX_THREADS);
  return Math.max(1, Math.min(threads, files));
}

/** Stores every file in plan order (each subagent after its session), reporting each. */
async function importAll(
  planned: PlannedFile[],
  read: (index: number) => Promise<ReadFile>,
  store: Store,
  threads: number,
  totalBytes: number,
): Promise<number> {
  const counts = { stored: 0, duplicate: 0, failed: 0 };
  const started = performance.now();
  let doneBytes = 0;

  for (const [index, item] of planned.entries()) {
    const outcome = await store(item, await read(index));
    doneBytes += item.bytes;
    const rate = doneBytes / 1e6 / ((performance.now() - started) / 1000);
    const prefix = `[${index + 1}/${planned.length}] ${item.name}`;
    if (!outcome.ok) {
      counts.failed += 1;
      console.log(`${prefix}: FAILED ${outcome.error.code}: ${outcome.error.message}`);
      continue;
    }
    const { summary } = outcome;
    counts[outcome.duplicate ? "duplicate" : "stored"] += 1;
    console.log(
      `${prefix}: ${outcome.duplicate ? "already stored" : "stored"}, ${summary.records} records, ` +
        `${summary.invalidLineCount} invalid lines, ${summary.apiCalls} calls, ${summary.compactions.length} compactions ` +
        `(${megabytes(doneBytes)}/${megabytes(totalBytes)} MB, ${rate.toFixed(1)} MB/s)`,
    );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Imported ${counts.stored}, already stored ${counts.duplicate}, failed ${counts.failed} in ${seconds} s (${threads} reading threads).`,
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
