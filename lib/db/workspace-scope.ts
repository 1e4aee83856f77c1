import { AsyncLocalStorage } from "node:async_hooks";

/** The workspace of the open embedded mode, which the workspaces migration creates. */
export const DEFAULT_WORKSPACE_ID = "default";

/**
 * Whose rows the database queries of the current async context see: one workspace's, or every
 * row (`workspaceId: null`) for the server's own upkeep (start-up sweeps, scripts).
 */
export type DbScope = { workspaceId: string | null };

// On globalThis: Next bundles instrumentation and the routes separately, and both must share
// one store, or a scope set by a route would be invisible to a module of the other bundle.
const globalForScope = globalThis as typeof globalThis & {
  compactionLabScope?: AsyncLocalStorage<DbScope>;
};
const storage = (globalForScope.compactionLabScope ??= new AsyncLocalStorage<DbScope>());

/** Runs `work` (and everything it starts, background work included) inside one workspace. */
export function runInWorkspace<T>(workspaceId: string, work: () => T): T {
  return storage.run({ workspaceId }, work);
}

/** Runs `work` seeing every workspace's rows: the server's own upkeep, never a user's request. */
export function runUnscoped<T>(work: () => T): T {
  return storage.run({ workspaceId: null }, work);
}

/** The scope set by runInWorkspace/runUnscoped around the current code, if any. */
export function readScope(): DbScope | undefined {
  return storage.getStore();
}

/** The refusal of a workspace named (by id or name) that does not exist. */
export function noSuchWorkspace(workspace: string): Error {
  return new Error(`No workspace "${workspace}" (npm run user:add creates workspaces).`);
}
