import "server-only";
import { cookies } from "next/headers";
import { getDb } from "../db/client";
import { resolveViewer, type Viewer } from "./viewer";

type CookieStore = Awaited<ReturnType<typeof cookies>>;

// One lookup per page request: Next hands every call in a request the same cookie store.
const viewers = new WeakMap<CookieStore, Promise<Viewer | null>>();

/** The signed-in viewer of the current page request (team mode), or null. */
export async function readRequestViewer(): Promise<Viewer | null> {
  const store = await cookies();
  let viewer = viewers.get(store);
  if (!viewer) {
    viewer = resolveViewer(getDb(), (name) => store.get(name)?.value);
    viewers.set(store, viewer);
  }
  return viewer;
}

/** The workspace of the current page request's viewer; null when nobody is signed in. */
export async function readRequestWorkspaceId(): Promise<string | null> {
  return (await readRequestViewer())?.workspaceId ?? null;
}
