// npm run db:migrate: brings the database named by DATABASE_URL (default
// file:./data/compaction-lab.db) up to date with prisma/migrations. Safe to run on every start.
import { readDatabaseUrl } from "@/lib/db/database-url";
import { migrateDatabase } from "@/lib/db/migrate";

async function main(): Promise<void> {
  const url = readDatabaseUrl();
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

main().catch((error: unknown) => {
  console.error("db:migrate failed:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
