import { databaseProvider } from "./database-url";
import type { PrismaClient } from "./generated/client";
import { createPostgresPrismaClient } from "./postgres-prisma-client";
import { createSqlitePrismaClient } from "./sqlite-prisma-client";

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
  return databaseProvider(url) === "postgresql"
    ? createPostgresPrismaClient(url)
    : createSqlitePrismaClient(url);
}
