// npm run db:migrate: brings the database named by DATABASE_URL (default
// file:./data/compaction-lab.db) up to date with prisma/migrations, then brings stored data
// up to date with the code (raw pieces without line ranges are re-encoded). Safe to run on
// every start: with nothing to do it takes a few milliseconds.
import { createPrismaClient } from "@/lib/db/create-prisma-client";
import { readDatabaseUrl } from "@/lib/db/database-url";
import { migrateDatabase } from "@/lib/db/migrate";
import {
  findTranscriptsWithoutLineRanges,
  reencodeRawPieces,
} from "@/lib/services/ingest/reencode-raw";

async function migrateSchema(url: string): Promise<void> {
  const started = performance.now();
  const { applied } = await migrateDatabase(url);
  const ms = Math.round(performance.now() - started);
  if (applied.length === 0) {
    console.log(`db:migrate: ${url} is up to date (${ms} ms)`);
  } else {
    console.log(`db:migrate: applied ${applied.length} to ${url} in ${ms} ms`);
    for (const name of applied) console.log(`  ${name}`);
  }
}

async function upgradeStoredData(url: string): Promise<void> {
  const db = createPrismaClient(url);
  try {
    const stale = await findTranscriptsWithoutLineRanges(db);
    if (stale.length > 0)
      console.log(
        `db:migrate: re-encoding the raw bytes of ${stale.length} transcript(s) by line range`,
      );
    for (const [i, { id, name }] of stale.entries()) {
      const started = performance.now();
      const pieces = await reencodeRawPieces(db, id);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`  [${i + 1}/${stale.length}] ${name}: ${pieces} piece(s) in ${seconds} s`);
    }
  } finally {
    await db.$disconnect();
  }
}

async function main(): Promise<void> {
  const url = readDatabaseUrl();
  await migrateSchema(url);
  await upgradeStoredData(url);
}

main().catch((error: unknown) => {
  console.error("db:migrate failed:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
