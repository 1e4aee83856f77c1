// `npm run bench:ingest [-- --size 100MB] [--harness codex|gemini-cli]`: SPEC section 7's ingest
// bar, measured in one run, on a generated Claude Code transcript, Codex rollout or Gemini CLI session.
// Generates a transcript, then times (each in its own process, for its own peak RSS):
//   bare:   read + split lines + JSON.parse        full: ingestFile (parse, model, store)
// and prints their ratio (target <= 3), the ingest's peak RSS (target < 2 x size + 200 MB), MB/s;
// then   index:  the search index of the stored transcript, which the server builds in the
// background once the upload has answered (lib/services/search), and its cost against the ingest.
import { spawnSync } from "node:child_process";
import { createReadStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { parseSize } from "./parse-size";
import { writeGeneratedTranscript } from "./write-generated";

const [phase, file, dbDir] = process.argv.slice(2);

async function bare(target: string): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let records = 0;
  for await (const chunk of createReadStream(target, { highWaterMark: 1 << 20 })) {
    let data: Buffer = pending.length
      ? Buffer.concat([pending, chunk as Buffer])
      : (chunk as Buffer);
    let start = 0;
    for (let end = data.indexOf(10, start); end !== -1; end = data.indexOf(10, start)) {
      try {
        JSON.parse(data.toString("utf8", start, end));
        records += 1;
      } catch {
        // a malformed line: counted as nothing, like any bare loop would
      }
      start = end + 1;
    }
    pending = data.subarray(start);
    data = Buffer.alloc(0);
  }
  report({ records });
}

async function full(target: string, dir: string): Promise<void> {
  const { createPrismaClient } = await import("../lib/db/create-prisma-client");
  const { ingestFile } = await import("../lib/services/ingest/ingest-file");
  const db = createPrismaClient(benchDatabaseUrl(dir));
  await db.transcript.count(); // warm-up: Prisma loads its query compiler on the first query, as a server does once
  const started = performance.now();
  const outcome = await ingestFile(db, {
    name: "bench.jsonl",
    body: createReadStream(target, { highWaterMark: 1 << 20 }),
    maxBytes: Number.MAX_SAFE_INTEGER,
  });
  const seconds = (performance.now() - started) / 1000;
  await db.$disconnect();
  if (!outcome.ok) throw new Error(outcome.error.message);
  report({ records: outcome.summary.records, calls: outcome.summary.apiCalls, seconds });
}

async function index(dir: string): Promise<void> {
  const { createPrismaClient } = await import("../lib/db/create-prisma-client");
  const { indexBacklog } = await import("../lib/services/search/index-backlog");
  const db = createPrismaClient(benchDatabaseUrl(dir));
  await db.transcript.count(); // the same warm-up as the ingest's
  const started = performance.now();
  const transcripts = await indexBacklog(() => db);
  const seconds = (performance.now() - started) / 1000;
  await db.$disconnect();
  report({ transcripts, seconds });
}

/** A phase's result on one line of stdout, with its own timing and peak RSS. */
function report(fields: Record<string, number>): void {
  const seconds = fields.seconds ?? (performance.now() - phaseStart) / 1000;
  console.log(
    JSON.stringify({ ...fields, seconds, peakRssMb: process.resourceUsage().maxRSS / 1024 }),
  );
}
const phaseStart = performance.now();

const benchDatabaseUrl = (dir: string) => `file:${path.join(dir, "bench.db")}`;

function runPhase(name: string, ...args: string[]): Record<string, number> {
  const child = spawnSync(
    process.execPath,
    ["--import", "tsx", "--expose-gc", process.argv[1] as string, name, ...args],
    {
      encoding: "utf8",
      maxBuffer: 1 << 20,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  if (child.status !== 0) throw new Error(`${name} phase failed (exit ${child.status})`);
  const line = child.stdout.trim().split("\n").pop() ?? "{}";
  return JSON.parse(line) as Record<string, number>;
}

async function main(): Promise<void> {
  if (phase === "bare" && file) return bare(file);
  if (phase === "full" && file && dbDir) return full(file, dbDir);
  if (phase === "index" && file) return index(file);
  const sizeArg = process.argv.indexOf("--size");
  const targetBytes = parseSize(sizeArg > 0 ? (process.argv[sizeArg + 1] ?? "100MB") : "100MB");
  const harness = process.argv.includes("--harness")
    ? z
        .enum(["claude-code", "codex", "gemini-cli"])
        .parse(process.argv[process.argv.indexOf("--harness") + 1])
    : "claude-code";
  const dir = mkdtempSync(path.join(tmpdir(), "bench-ingest-"));
  const target = path.join(dir, "bench.jsonl");
  try {
    const t = performance.now();
    await writeGeneratedTranscript(target, targetBytes, 7, harness);
    const bytes = statSync(target).size;
    const sizeMb = bytes / 1e6;
    console.log(
      `generated ${sizeMb.toFixed(1)} MB in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    // Migrate here: the schema engine's wasm must not count in the ingest's peak RSS.
    const { migrateDatabase } = await import("../lib/db/migrate");
    await migrateDatabase(benchDatabaseUrl(dir));
    const bareRun = runPhase("bare", target);
    const fullRun = runPhase("full", target, dir);
    const indexRun = runPhase("index", dir);
    const ratio = (fullRun.seconds ?? 0) / (bareRun.seconds ?? 1);
    const rssTarget = (2 * bytes) / 2 ** 20 + 200;
    const rows: [string, string][] = [
      [
        "file",
        `${harness}, ${sizeMb.toFixed(1)} MB, ${fullRun.records} records, ${fullRun.calls} main-thread calls`,
      ],
      [
        "bare split + JSON.parse",
        `${bareRun.seconds?.toFixed(2)} s (${(sizeMb / (bareRun.seconds ?? 1)).toFixed(1)} MB/s), peak RSS ${bareRun.peakRssMb?.toFixed(0)} MB`,
      ],
      [
        "full ingest (parse, model, store)",
        `${fullRun.seconds?.toFixed(2)} s (${(sizeMb / (fullRun.seconds ?? 1)).toFixed(1)} MB/s)`,
      ],
      ["ratio full / bare", `${ratio.toFixed(2)} (target <= 3: ${ratio <= 3 ? "met" : "NOT met"})`],
      [
        "search index (background, after)",
        `${indexRun.seconds?.toFixed(2)} s, ${((indexRun.seconds ?? 0) / (fullRun.seconds ?? 1)).toFixed(2)} x the ingest (off the upload's path)`,
      ],
      [
        "ingest peak RSS",
        `${fullRun.peakRssMb?.toFixed(0)} MB (target < ${rssTarget.toFixed(0)} MB: ${(fullRun.peakRssMb ?? Infinity) < rssTarget ? "met" : "NOT met"})`,
      ],
    ];
    for (const [label, value] of rows) console.log(`${label.padEnd(36)} ${value}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
