import "server-only";
import { createPrismaClient } from "./create-prisma-client";
import { readDatabaseUrl } from "./database-url";
import type { PrismaClient } from "./generated/client";
import { withWorkspaceScope } from "./scope-extension";

// One client per process. Next dev re-evaluates modules on every edit; caching on globalThis
// keeps that from opening a new connection (or PostgreSQL pool) per reload.
const globalForDb = globalThis as typeof globalThis & { compactionLabDb?: PrismaClient };

/**
 * The process-wide PrismaClient for DATABASE_URL (default file:./data/compaction-lab.db,
 * relative to the working directory; a postgresql:// URL for a team's server), its queries
 * kept to the current workspace (lib/db/scope-extension.ts). Throws on first call for any
 * other scheme, naming the two it takes.
 */
export function getDb(): PrismaClient {
  globalForDb.compactionLabDb ??= withWorkspaceScope(createPrismaClient(readDatabaseUrl()));
  return globalForDb.compactionLabDb;
}

/** Closes the shared client (tests, graceful shutdown); the next getDb() opens a new one. */
export async function disconnectDb(): Promise<void> {
  const db = globalForDb.compactionLabDb;
  globalForDb.compactionLabDb = undefined;
  await db?.$disconnect();
}
