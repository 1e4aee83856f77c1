// `npm run bench:live [-- --size 100MB]`: what one line appended to a followed file costs next
// to importing the whole file. Generates a transcript, holds back its last lines, then times on
// a fresh SQLite database:
//   import:       ingestFile of the file (parse, model, store), as `npm run import` does
//   first append: one line, by a follower that has not read the file yet (after a restart or
//                 its import: it parses the stored bytes again, storing nothing of them)
//   append:       one line each, by the follower that has (median of the rest)
// and prints the ratio import / append.
import { appendFile, mkdtemp, rm, stat, truncate } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPrismaClient } from "../lib/db/create-prisma-client";
import { migrateDatabase } from "../lib/db/migrate";
import { deleteTranscript } from "../lib/db/transcript-queries";
import { ingestFile } from "../lib/services/ingest/ingest-file";
import { followFile, type FollowDeps } from "../lib/services/watch/follow-file";
import type { LiveTail } from "../lib/services/watch/live-tail";
import { readRange } from "../lib/services/watch/file-windows";
import { parseSize } from "./parse-size";
import { writeGeneratedTranscript } from "./write-generated";

const APPENDS = 6;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/** The file's last `count` lines, cut off it: the lines a running session writes next. */
async function holdBackLines(file: string, count: number): Promise<string[]> {
  const { size } = await stat(file);
  const tail = (await readRange(file, Math.max(0, size - 8 * 1024 * 1024), size)).toString();
  const lines = tail.split("\n").slice(0, -1);
  const held = lines.slice(-count);
  await truncate(file, size - Buffer.byteLength(held.map((line) => `${line}\n`).join("")));
  return held;
}

async function main(): Promise<void> {
  const sizeArg = process.argv.indexOf("--size");
  const targetBytes = parseSize(sizeArg > 0 ? (process.argv[sizeArg + 1] ?? "100MB") : "100MB");
  const dir = await mkdtemp(path.join(tmpdir(), "bench-live-"));
  const file = path.join(dir, "live.jsonl");
  const url = `file:${path.join(dir, "bench.db")}`;
  try {
    await writeGeneratedTranscript(file, targetBytes, 7);
    const held = await holdBackLines(file, APPENDS);
    const sizeMb = (await stat(file)).size / 1e6;
    await migrateDatabase(url);
    const db = createPrismaClient(url);
    await db.transcript.count(); // Prisma loads its query compiler once, as a server does

    const imported = await timed(() =>
      ingestFile(db, {
        name: "whole.jsonl",
        body: readAll(file),
        maxBytes: Number.MAX_SAFE_INTEGER,
      }),
    );
    if (!imported.value.ok) throw new Error(imported.value.error.message);
    const { apiCalls, records } = imported.value.summary;
    await deleteTranscript(db, imported.value.summary.id); // the follower stores it again

    const deps: FollowDeps = {
      db,
      workspaceId: "default",
      maxBytes: Number.MAX_SAFE_INTEGER,
      tails: new Map<string, LiveTail>(),
      deleteTranscript: (id) => deleteTranscript(db, id),
      afterAppend: async () => {},
      announce: () => {},
    };
    await followFile(deps, file);
    const appends: number[] = [];
    for (const line of held) {
      await appendFile(file, `${line}\n`);
      const { value, ms } = await timed(() => followFile(deps, file));
      if (value?.did !== "appended") throw new Error(`an append was ${value?.did}: ${value?.why}`);
      appends.push(ms);
    }
    await db.$disconnect();
    const [first = 0, ...rest] = appends;
    const steady = [...rest].sort((a, b) => a - b)[Math.floor(rest.length / 2)] ?? 0;
    const rows: [string, string][] = [
      ["file", `${sizeMb.toFixed(1)} MB, ${records} records, ${apiCalls} main-thread calls`],
      ["import of the whole file", `${(imported.ms / 1000).toFixed(2)} s`],
      ["first append (follower reads the file)", `${(first / 1000).toFixed(2)} s`],
      [`append of 1 line (median of ${rest.length})`, `${steady.toFixed(0)} ms`],
      ["ratio import / append", `${(imported.ms / steady).toFixed(0)}x`],
    ];
    for (const [label, value] of rows) console.log(`${label.padEnd(44)} ${value}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function* readAll(file: string): AsyncGenerator<Uint8Array> {
  const { createReadStream } = await import("node:fs");
  yield* createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
