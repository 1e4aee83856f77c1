import Database from "better-sqlite3";
import { defaultMigrationsDir, readMigrationsList } from "./migrations-list";
import { openSchemaEngine } from "./schema-engine";
import { sqlitePathFromUrl } from "./database-url";

/**
 * Applies every folder of prisma/migrations that the database has not seen yet, recording
 * them in the engine's usual `_prisma_migrations` table (so `prisma migrate status` on a
 * machine with the native engine agrees). Creates the SQLite file and its folder when
 * missing; running it again applies nothing. Offline: goes through
 * @prisma/schema-engine-wasm, no engine binary.
 *
 * Deliberately free of `server-only`: scripts/db-migrate.ts runs it under plain tsx.
 *
 * @example await migrateDatabase("file:./data/compaction-lab.db") // { applied: ["2026..._init"] }
 */
export async function migrateDatabase(
  url: string,
  migrationsDir: string = defaultMigrationsDir(),
): Promise<{ applied: string[] }> {
  const filePath = sqlitePathFromUrl(url);
  const migrationsList = await readMigrationsList(migrationsDir);
  if (migrationsList.migrationDirectories.length === 0) {
    // An empty list would "succeed" and leave a database without tables: a broken checkout.
    throw new Error(`No migrations found in ${migrationsDir}`);
  }

  const { engine, close } = await openSchemaEngine(filePath);
  let applied: string[];
  try {
    const output = await engine.applyMigrations({
      migrationsList,
      filters: { externalTables: [], externalEnums: [] },
    });
    applied = output.appliedMigrationNames;
  } finally {
    await close();
  }
  enableWriteAheadLog(filePath);
  return { applied };
}

// WAL lets the app read while an import writes. The mode is stored in the database file, so
// setting it here, where every database is created, covers every later connection.
function enableWriteAheadLog(filePath: string): void {
  const db = new Database(filePath);
  try {
    db.pragma("journal_mode = WAL");
  } finally {
    db.close();
  }
}
