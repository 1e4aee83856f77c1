import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { databaseProvider, sqlitePathFromUrl } from "./database-url";
import { PrismaClient } from "./generated/client";
import { PrismaClient as PostgresPrismaClient } from "./generated-postgres/client";

/** How long a writer waits for another connection's lock before SQLITE_BUSY (ms). */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/**
 * A PrismaClient on the database DATABASE_URL-style `url` names: a SQLite file (`file:`)
 * through the better-sqlite3 driver adapter, or a PostgreSQL server (`postgresql://`)
 * through @prisma/adapter-pg (Prisma 7's client has no engine of its own). No `server-only`
 * here so scripts under plain tsx and tests can build one; the app goes through getDb().
 *
 * Each provider has its own generated client (lib/db/generated, lib/db/generated-postgres:
 * the query compiler inside is per provider), both from one data model. The rest of the code
 * knows one type, the SQLite client's: its filters are the ones both providers understand
 * (no `mode: "insensitive"`), so a query that only PostgreSQL would run does not compile.
 *
 * Pragmas: better-sqlite3's `timeout` option *is* busy_timeout, so it is set here;
 * journal_mode=WAL is stored in the database file itself, so migrateDatabase() sets it once for
 * every database it creates; `synchronous` is per connection, set as each connection opens
 * (SqliteWithPragmas).
 *
 * @example const db = createPrismaClient("file:./data/compaction-lab.db")
 * @example const db = createPrismaClient("postgresql://app@db.internal:5432/lab")
 */
export function createPrismaClient(url: string): PrismaClient {
  if (databaseProvider(url) === "postgresql") {
    const adapter = new PrismaPg({ connectionString: url });
    return new PostgresPrismaClient({ adapter }) as unknown as PrismaClient;
  }
  const filePath = sqlitePathFromUrl(url);
  const adapter = new SqliteWithPragmas({ url: filePath, timeout: SQLITE_BUSY_TIMEOUT_MS });
  return new PrismaClient({ adapter });
}

/**
 * WAL with `synchronous = NORMAL`: a commit appends to the log without waiting for the disk,
 * which is synced at checkpoints. better-sqlite3 commits on the calling thread, so under FULL
 * every commit (a stored replay, a raw chunk of an import) held the API's thread for an fsync,
 * tens of milliseconds on a busy disk. The database cannot be corrupted this way (SQLite's WAL
 * guarantee); a power cut may lose the last commits, which re-importing or replaying restores.
 */
class SqliteWithPragmas extends PrismaBetterSqlite3 {
  override async connect() {
    const adapter = await super.connect();
    await adapter.executeRaw({ sql: "PRAGMA synchronous = NORMAL", args: [], argTypes: [] });
    return adapter;
  }
}
