// `npm run bench:records [-- --size 1GB]`: content on demand. Ingests a generated transcript of
// the given size (default 1 GB) into a temporary database, then times reading 100 lines at
// its end, in the middle and at its start through readRawLines (the records endpoint's path),
// which decompresses only the pieces that hold them. Target: well under 200 ms at the end of 1 GB.
import { createReadStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseSize } from "./parse-size";
import { writeGeneratedTranscript } from "./write-generated";

const LINES = 100;
const RUNS = 5;

async function main(): Promise<void> {
  const sizeArg = process.argv.indexOf("--size");
  const bytes = parseSize(sizeArg === -1 ? "1GB" : (process.argv[sizeArg + 1] ?? "1GB"));
  const dir = mkdtempSync(path.join(tmpdir(), "compaction-lab-bench-records-"));
  try {
    const file = path.join(dir, "bench.jsonl");
    await writeGeneratedTranscript(file, bytes, 11);

    const { migrateDatabase } = await import("../lib/db/migrate");
    const { createPrismaClient } = await import("../lib/db/create-prisma-client");
    const { ingestFile } = await import("../lib/services/ingest/ingest-file");
    const { readRawLines } = await import("../lib/db/raw-lines");
    const url = `file:${path.join(dir, "bench.db")}`;
    await migrateDatabase(url);
    const db = createPrismaClient(url);
    const ingested = performance.now();
    const outcome = await ingestFile(db, {
      name: "bench.jsonl",
      body: createReadStream(file, { highWaterMark: 1 << 20 }),
      maxBytes: Number.MAX_SAFE_INTEGER,
    });
    if (!outcome.ok) throw new Error(outcome.error.message);
    const { id, lines } = outcome.summary;
    const pieces = await db.rawChunk.count({ where: { transcriptId: id } });
    console.log(
      `${(bytes / 1e6).toFixed(0)} MB, ${lines.toLocaleString("en-US")} lines in ${pieces} pieces; ingested in ${((performance.now() - ingested) / 1000).toFixed(1)} s`,
    );

    for (const [where, from] of [
      ["end", lines - LINES + 1],
      ["middle", Math.floor(lines / 2)],
      ["start", 1],
    ] as const) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        const found: number[] = [];
        for await (const { line } of readRawLines(db, id, from, from + LINES - 1)) found.push(line);
        times.push(performance.now() - started);
        if (found.length !== LINES || found[0] !== from)
          throw new Error(
            `read lines ${found[0]}..${found.at(-1)}, expected ${LINES} from ${from}`,
          );
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(RUNS / 2)] as number;
      console.log(
        `${LINES} lines at the ${where} (from line ${from}): median ${median.toFixed(1)} ms, best ${times[0]?.toFixed(1)} .. worst ${times.at(-1)?.toFixed(1)} ms over ${RUNS} runs`,
      );
    }
    await db.$disconnect();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`bench:records: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
