import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { sqlitePathFromUrl } from "./database-url";
import { PrismaClient } from "./generated/client";
import { SQLITE_BUSY_TIMEOUT_MS, SQLITE_SYNCHRONOUS_PRAGMA } from "./sqlite-pragmas";

/** A PrismaClient on the SQLite file a `file:` URL names (see createPrismaClient). */
export function createSqlitePrismaClient(url: string): PrismaClient {
  const adapter = new SqliteWithPragmas({
    url: sqlitePathFromUrl(url),
    timeout: SQLITE_BUSY_TIMEOUT_MS,
  });
  return new PrismaClient({ adapter });
}

/** Prisma's adapter with this project's pragmas (sqlite-pragmas.ts) on every connection. */
class SqliteWithPragmas extends PrismaBetterSqlite3 {
  override async connect() {
    const adapter = await super.connect();
    await adapter.executeRaw({ sql: SQLITE_SYNCHRONOUS_PRAGMA, args: [], argTypes: [] });
    return adapter;
  }
}
