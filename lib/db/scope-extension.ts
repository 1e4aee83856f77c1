import type { PrismaClient } from "./generated/client";
import { readScope, type DbScope } from "./workspace-scope";
import { isScopedModel, ownsWorkspaceId, workspaceFilter } from "./workspace-scoped-models";

/** Operations whose `where` narrows to the workspace (for a unique one, beside its unique key). */
const FILTERED = new Set([
  "findUnique",
  "findUniqueOrThrow",
  "findFirst",
  "findFirstOrThrow",
  "findMany",
  "count",
  "aggregate",
  "groupBy",
  "update",
  "updateMany",
  "updateManyAndReturn",
  "delete",
  "deleteMany",
  "upsert",
]);

/**
 * Where a query outside runInWorkspace/runUnscoped takes its scope from. The layer that builds
 * the client decides (the app: a page request's signed-in viewer), so the data layer reads
 * no request itself.
 */
export type ScopeFallback = () => Promise<DbScope>;

/** For clients whose every query runs inside an explicit scope (scripts): any other is a bug. */
export const EXPLICIT_SCOPE_ONLY: ScopeFallback = () =>
  Promise.reject(new Error("A query ran outside runInWorkspace/runUnscoped."));

/** Whose rows the current code sees: the scope it runs in (a route, a job, a test), else the fallback's. */
export async function currentScope(fallbackScope: ScopeFallback): Promise<DbScope> {
  return readScope() ?? fallbackScope();
}

/**
 * A scope as a key for process caches of workspace data, so one workspace's cached row never
 * answers another's request: the workspace id, or "*" where every row is seen.
 */
export function scopeKeyOf(scope: DbScope): string {
  return scope.workspaceId ?? "*";
}

type Args = Record<string, unknown> & { where?: Record<string, unknown>; data?: unknown };

/** `where` narrowed to the workspace, keeping its unique key at the top (findUnique needs it). */
function narrow(where: Record<string, unknown> | undefined, filter: Record<string, unknown>) {
  const and = where?.AND;
  const previous = and === undefined ? [] : Array.isArray(and) ? and : [and];
  return { ...where, AND: [...previous, filter] };
}

function withWorkspaceId(data: unknown, workspaceId: string): unknown {
  if (Array.isArray(data)) return data.map((row) => withWorkspaceId(row, workspaceId));
  if (typeof data !== "object" || data === null) return data;
  return { ...data, workspaceId };
}

/** `args` of one query kept inside the workspace: its filter narrowed, its new rows tagged. */
export function scopeArgs(model: string, operation: string, args: Args, workspaceId: string): Args {
  if (!isScopedModel(model)) return args;
  const scoped: Args = { ...args };
  if (FILTERED.has(operation))
    scoped.where = narrow(args.where, workspaceFilter(model, workspaceId));
  if (ownsWorkspaceId(model)) {
    if (operation.startsWith("create")) scoped.data = withWorkspaceId(args.data, workspaceId);
    if (operation === "upsert") scoped.create = withWorkspaceId(args.create, workspaceId);
  }
  return scoped;
}

/**
 * The client every app query goes through: each query on a model of WORKSPACE_SCOPED_MODELS is
 * kept to the current workspace, so a route or service never filters by hand and an id from
 * another workspace reads as missing (404). Raw SQL is not scoped: it only writes rows under a
 * parent that a scoped query found first (RawChunk, ModelBlob).
 */
export function withWorkspaceScope(
  client: PrismaClient,
  { fallbackScope }: { fallbackScope: ScopeFallback },
): PrismaClient {
  const extended = client.$extends({
    query: {
      $allModels: {
        async $allOperations({ model, operation, args, query }) {
          if (!isScopedModel(model)) return query(args);
          const { workspaceId } = await currentScope(fallbackScope);
          if (workspaceId === null) return query(args);
          return query(scopeArgs(model, operation, args as Args, workspaceId) as typeof args);
        },
      },
    },
  });
  // A query extension changes no method's signature, so the extended client is still a
  // PrismaClient to its callers (whose functions take one).
  return extended as unknown as PrismaClient;
}
