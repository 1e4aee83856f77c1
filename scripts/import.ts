// `npm run import -- <paths...>`: imports transcripts from files or whole folders (a
// ~/.claude/projects tree, subagents/ folders included) through the same reader and store as
// uploads. IMPORT_WORKSPACE=<name or id> stores them in that workspace of a team server
// (default: the open mode's "default" workspace). One thread stores every file on the process's
// one database connection; IMPORT_THREADS=<n> sets how many read them (default: one per core
// beside the store's, at least 1, at most 4): this thread, and a pool for the others. Runs as a
// prebuilt bundle (scripts/import-cli.mjs builds it), whose threads load the modules beside it.
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { DEFAULT_WORKSPACE_ID } from "../lib/db/workspace-scope";
import type { IngestOutcome } from "../lib/services/ingest/ingest-file";
import { findTranscripts, planImport, type PlannedFile } from "./import/find-transcripts";
import { withOpenCodeSessions } from "./import/opencode-db";
import { readAhead } from "./import/read-ahead";
import { awaitHelping, createReadQueue } from "./import/read-queue";
import type { ImportTask, ReadFile } from "./import/import-worker";
import type { StoreTask } from "./import/store-worker";

/** More reading threads than this wait on the one thread that stores. */
const MAX_READERS = 4;
/** Bytes of files read ahead of the one being stored: bounds what waits in memory. */
const READ_AHEAD_BYTES = 256 * 1024 * 1024;
/** Files handed to the store thread and not yet stored: each holds its pieces and model. */
const STORES_IN_FLIGHT = 2;

const megabytes = (bytes: number) => (bytes / 1e6).toFixed(1);

async function main(): Promise<number> {
  const targets = process.argv.slice(2);
  if (targets.length === 0) {
    console.error(
      "Usage: npm run import -- <file.jsonl | folder>...   (e.g. npm run import -- ~/.claude/projects ~/.codex/sessions ~/.gemini/tmp)",
    );
    return 2;
  }
  const here = path.dirname(fileURLToPath(import.meta.url));
  const [readerFile, storeFile] = ["import-worker.mjs", "import-store.mjs"].map((name) =>
    path.join(here, name),
  );
  if (!existsSync(readerFile!) || !existsSync(storeFile!))
    throw new Error("run it as `npm run import`, which builds it");
  const found = (
    await Promise.all(targets.map((target) => withOpenCodeSessions(target, findTranscripts)))
  ).flat();
  const totalBytes = found.reduce((sum, f) => sum + f.bytes, 0);
  console.log(`Found ${found.length} .jsonl files (${megabytes(totalBytes)} MB).`);

  // The store thread opens the database while the files are read.
  const storeThread = new Piscina<StoreTask, IngestOutcome | null>({
    filename: storeFile,
    minThreads: 1,
    maxThreads: 1,
  });
  const opened = storeThread.run({
    kind: "open",
    workspace: process.env.IMPORT_WORKSPACE || DEFAULT_WORKSPACE_ID,
  });
  opened.catch(() => undefined); // awaited once every file is told: a store fails alike
  const readers = readThreads(found.length);
  const readPool =
    readers > 1
      ? new Piscina<ImportTask, ReadFile>({
          filename: readerFile,
          minThreads: readers - 1,
          maxThreads: readers - 1,
        })
      : null;
  try {
    const { readUploadLimit } = await import("../lib/services/ingest/upload-limit");
    const planned = planImport(found);
    const maxBytes = readUploadLimit();
    const ownReader = import("./import/import-worker");
    const queue = createReadQueue<PlannedFile, ReadFile>({
      poolThreads: readers - 1,
      readOnPool: (item) => readPool!.run({ file: item.file, maxBytes }),
      readHere: async (item) => (await ownReader).default({ file: item.file, maxBytes }),
    });
    const reads = readAhead(planned, READ_AHEAD_BYTES, (item) => {
      const read = queue.read(item);
      // Awaited when its turn comes; a read the import never reaches (it stopped) is dropped.
      read.catch(() => undefined);
      return read;
    });
    reads.start();
    const stored = (index: number, read: ReadFile) =>
      storeThread.run({ kind: "store", item: planned[index]!, read }) as Promise<IngestOutcome>;
    return await importAll(planned, {
      read: (index) => awaitHelping(reads.take(index), queue),
      store: stored,
      opened,
      readers,
      totalBytes,
    });
  } finally {
    await Promise.all([readPool?.destroy(), storeThread.destroy()]);
  }
}

function readThreads(files: number): number {
  const asked = Number(process.env.IMPORT_THREADS);
  const threads =
    asked >= 1 ? Math.floor(asked) : Math.min(availableParallelism() - 1, MAX_READERS);
  return Math.max(1, Math.min(threads, files));
}

type Steps = {
  read: (index: number) => Promise<ReadFile>;
  store: (index: number, read: ReadFile) => Promise<IngestOutcome>;
  /** The store thread's database open, or why not (a store fails with the same reason). */
  opened: Promise<unknown>;
  readers: number;
  totalBytes: number;
};

/**
 * Reads every file in plan order (each subagent after its session) and hands it to the store
 * thread, which stores them in that order while the next are read; reports each once stored.
 */
async function importAll(planned: PlannedFile[], steps: Steps): Promise<number> {
  const counts = { stored: 0, duplicate: 0, failed: 0 };
  const started = performance.now();
  let doneBytes = 0;
  let told = 0;
  const storing: Promise<IngestOutcome>[] = [];

  async function tellNext(): Promise<void> {
    const index = told++;
    const item = planned[index]!;
    const outcome = await storing[index]!;
    delete storing[index];
    doneBytes += item.bytes;
    const rate = doneBytes / 1e6 / ((performance.now() - started) / 1000);
    const prefix = `[${index + 1}/${planned.length}] ${item.name}`;
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
        `(${megabytes(doneBytes)}/${megabytes(steps.totalBytes)} MB, ${rate.toFixed(1)} MB/s)`,
    );
  }

  for (const index of planned.keys()) {
    const read = await steps.read(index);
    storing[index] = steps.store(index, read);
    storing[index].catch(() => undefined); // told in order below
    while (index - told + 1 > STORES_IN_FLIGHT) await tellNext();
  }
  await steps.opened;
  while (told < planned.length) await tellNext();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Imported ${counts.stored}, already stored ${counts.duplicate}, failed ${counts.failed} in ${seconds} s (${steps.readers} reading thread${steps.readers === 1 ? "" : "s"}).`,
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
