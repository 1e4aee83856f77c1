import "server-only";
import { isTeamMode } from "../auth/team-mode";
import { createPrismaClient } from "../db/create-prisma-client";
import { readDatabaseUrl } from "../db/database-url";
import type { PrismaClient } from "../db/generated/client";
import { currentScope, scopeKeyOf, withWorkspaceScope } from "../db/scope-extension";
import type { DbScope } from "../db/workspace-scope";

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
  globalForDb.compactionLabDb ??= withWorkspaceScope(createPrismaClient(readDatabaseUrl()), {
    fallbackScope: requestScope,
  });
  return globalForDb.compactionLabDb;
}

/** Closes the shared client (tests, graceful shutdown); the next getDb() opens a new one. */
export async function disconnectDb(): Promise<void> {
  const db = globalForDb.compactionLabDb;
  globalForDb.compactionLabDb = undefined;
  await db?.$disconnect();
}

/**
 * The scope of a query that runs outside runInWorkspace (a route's handleRoute, a job): open
 * mode, every row (they all belong to the one default workspace); team mode, the workspace of
 * the signed-in viewer of the current page request. Loaded on demand: the worker, which never
 * serves a page, does not load Next's request cookies.
 */
async function requestScope(): Promise<DbScope> {
  if (!isTeamMode()) return { workspaceId: null };
  const { readRequestScope } = await import("../auth/request-workspace");
  return readRequestScope(getDb());
}

/** The current scope as a key for process caches of workspace data (scopeKeyOf). */
export async function currentScopeKey(): Promise<string> {
  return scopeKeyOf(await currentScope(requestScope));
}
