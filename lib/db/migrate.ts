import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { formatBytes, freeBytesIn } from "../disk-bytes";
import { defaultMigrationsDir, readMigrationsList } from "./migrations-list";
import { externalTablesFilter } from "./search-tables";
import { isSqliteUpToDate } from "./sqlite-up-to-date";
import { databaseProvider, sqlitePathFromUrl, type DatabaseProvider } from "./database-url";

/**
 * Applies every migration folder the database has not seen yet, recording them in the
 * engine's usual `_prisma_migrations` table (so `prisma migrate status` on a machine with the
 * native engine agrees): prisma/migrations for a `file:` URL, prisma/postgresql/migrations
 * for a `postgresql://` one. Creates the SQLite file and its folder when missing (a
 * PostgreSQL database must exist; its tables are created); running it again applies nothing.
 * Offline: goes through @prisma/schema-engine-wasm, no engine binary.
 *
 * Deliberately free of `server-only`: scripts/db-migrate.ts runs it under plain tsx.
 *
 * @example await migrateDatabase("file:./data/compaction-lab.db") // { applied: ["2026..._init"] }
 */
export async function migrateDatabase(
  url: string,
  migrationsDir: string = defaultMigrationsDir(process.cwd(), databaseProvider(url)),
): Promise<{ applied: string[] }> {
  const migrationsList = await readMigrationsList(migrationsDir);
  if (migrationsList.migrationDirectories.length === 0) {
    // An empty list would "succeed" and leave a database without tables: a broken checkout.
    throw new Error(`No migrations found in ${migrationsDir}`);
  }
  if (databaseProvider(url) === "postgresql")
    return applyMigrations(url, "postgresql", migrationsList);

  const filePath = sqlitePathFromUrl(url);
  if (isSqliteUpToDate(filePath, migrationsList)) return { applied: [] };
  prepareDatabaseFile(filePath);
  const result = await applyMigrations(filePath, "sqlite", migrationsList);
  enableWriteAheadLog(filePath);
  return result;
}

/** Runs the schema engine's applyMigrations on a SQLite path or a PostgreSQL URL. */
async function applyMigrations(
  target: string,
  provider: DatabaseProvider,
  migrationsList: Awaited<ReturnType<typeof readMigrationsList>>,
): Promise<{ applied: string[] }> {
  // Loaded only when there is something to apply: the engine is a large WebAssembly module.
  const { openSchemaEngine } = await import("./schema-engine");
  const { engine, close } = await openSchemaEngine(target);
  try {
    const output = await engine.applyMigrations({
      migrationsList,
      filters: externalTablesFilter(provider),
    });
    return { applied: output.appliedMigrationNames };
  } finally {
    await close();
  }
}

/**
 * `auto_vacuum = INCREMENTAL` lets reclaimSpace() give deleted transcripts' pages back to
 * the disk. It can only be chosen before the first table exists, so a new file gets it
 * here, before the schema engine creates the tables; a file made without it (an older build) is
 * converted by one VACUUM when the disk has room for the copy VACUUM writes, else later.
 */
function prepareDatabaseFile(filePath: string): void {
  mkdirSync(path.dirname(filePath), { recursive: true });
  const db = new Database(filePath);
  try {
    if (db.pragma("auto_vacuum", { simple: true }) === AUTO_VACUUM_INCREMENTAL) return;
    db.pragma("auto_vacuum = INCREMENTAL");
    const hasTables = db.prepare("SELECT count(*) AS n FROM sqlite_master").get() as { n: number };
    if (hasTables.n === 0) {
      // WAL before the first table: in the default rollback journal every statement of the
      // migrations commits with fsyncs of its own, 0.8 to 3 s of a first start on a busy disk.
      db.pragma("journal_mode = WAL");
      return;
    }
    const size = statSync(filePath).size;
    const free = freeBytesIn(path.dirname(filePath));
    if (free !== null && free < 2 * size) {
      console.warn(
        `The database is not yet set to give deleted space back: that needs a VACUUM with about ${formatBytes(2 * size)} free, and the disk has ${formatBytes(free)}. Migrating again with more room does it.`,
      );
      return;
    }
    db.exec("VACUUM");
  } finally {
    db.close();
  }
}

const AUTO_VACUUM_INCREMENTAL = 2;

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
