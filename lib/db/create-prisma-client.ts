import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { sqlitePathFromUrl } from "./database-url";
import { PrismaClient } from "./generated/client";

/** How long a writer waits for another connection's lock before SQLITE_BUSY (ms). */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/**
 * A PrismaClient on the SQLite file named by a `file:` URL, through the better-sqlite3 driver
 * adapter (Prisma 7's client has no engine of its own). No `server-only` here so scripts
 * under plain tsx and tests can build one; the app goes through getDb() in client.ts.
 *
 * Pragmas: better-sqlite3's `timeout` option *is* busy_timeout, so it is set here; the
 * adapter has no hook for other pragmas, and journal_mode=WAL is stored in the database file
 * itself, so migrateDatabase() sets it once for every database it creates.
 *
 * @example const db = createPrismaClient("file:./data/compaction-lab.db")
 */
export function createPrismaClient(url: string): PrismaClient {
  const filePath = sqlitePathFromUrl(url);
  const adapter = new PrismaBetterSqlite3({ url: filePath, timeout: SQLITE_BUSY_TIMEOUT_MS });
  return new PrismaClient({ adapter });
}
