import "server-only";
import { cookies } from "next/headers";
import type { PrismaClient } from "../db/generated/client";
import type { DbScope } from "../db/workspace-scope";
import { AppError } from "../errors";
import { resolveViewer, type Viewer } from "./viewer";

type CookieStore = Awaited<ReturnType<typeof cookies>>;

// One lookup per page request: Next hands every call in a request the same cookie store.
const viewers = new WeakMap<CookieStore, Promise<Viewer | null>>();

/** The signed-in viewer of the current page request (team mode), or null. */
export async function readRequestViewer(db: PrismaClient): Promise<Viewer | null> {
  const store = await cookies();
  let viewer = viewers.get(store);
  if (!viewer) {
    viewer = resolveViewer(db, (name) => store.get(name)?.value);
    viewers.set(store, viewer);
  }
  return viewer;
}

/**
 * The workspace of the current page request's viewer, as the scope its queries run in. Fails
 * closed: nobody signed in (or signed in to no workspace) throws `unauthenticated`.
 */
export async function readRequestScope(db: PrismaClient): Promise<DbScope> {
  const workspaceId = (await readRequestViewer(db))?.workspaceId ?? null;
  if (!workspaceId) throw new AppError("unauthenticated", "Sign in to see this.");
  return { workspaceId };
}
