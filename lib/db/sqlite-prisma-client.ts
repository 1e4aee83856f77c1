import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { sqlitePathFromUrl } from "./database-url";
import { PrismaClient } from "./generated/client";

/** How long a writer waits for another connection's lock before SQLITE_BUSY (ms). */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/** A PrismaClient on the SQLite file a `file:` URL names (see createPrismaClient). */
export function createSqlitePrismaClient(url: string): PrismaClient {
  const adapter = new SqliteWithPragmas({
    url: sqlitePathFromUrl(url),
    timeout: SQLITE_BUSY_TIMEOUT_MS,
  });
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
