// `npm run reparse [-- --all]`: re-parses stored transcripts from their kept raw bytes with the
// current parser: those whose stored model is of another format version, or every one with --all.
import { createPrismaClient } from "../lib/db/create-prisma-client";
import { readDatabaseUrl } from "../lib/db/database-url";
import { migrateDatabase } from "../lib/db/migrate";
import { reparseTranscript } from "../lib/ingest/reparse-transcript";
import { MODEL_FORMAT_VERSION } from "../lib/transcript/model-codec";

async function main(): Promise<number> {
  const all = process.argv.includes("--all");
  const url = readDatabaseUrl();
  await migrateDatabase(url);
  const db = createPrismaClient(url);
  try {
    const stale = await db.transcript.findMany({
      where: {
        status: "ready",
        ...(all ? {} : { model: { isNot: { parserVersion: MODEL_FORMAT_VERSION } } }),
      },
      select: { id: true, name: true },
      orderBy: { createdAt: "asc" },
    });
    console.log(
      `${stale.length} transcript(s) to re-parse (model format ${MODEL_FORMAT_VERSION}).`,
    );
    let failed = 0;
    for (const [i, { id, name }] of stale.entries()) {
      const started = performance.now();
      try {
        const { records } = await reparseTranscript(db, id);
        console.log(
          `[${i + 1}/${stale.length}] ${name}: ${records} records in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      } catch (error) {
        failed += 1;
        console.log(
          `[${i + 1}/${stale.length}] ${name}: FAILED ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return failed > 0 ? 1 : 0;
  } finally {
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
