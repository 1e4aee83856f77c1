import type { PrismaClient } from "./generated/client";

export type WatchedFolderRow = { id: string; workspaceId: string; path: string };

const SELECT = { id: true, workspaceId: true, path: true } as const;

/** The folders added in the app, of the current workspace (or every one, unscoped). */
export async function listWatchedFolders(db: PrismaClient): Promise<WatchedFolderRow[]> {
  return db.watchedFolder.findMany({ select: SELECT, orderBy: { createdAt: "asc" } });
}

/** Adds a folder to the current workspace; the same folder twice is one row. */
export async function addWatchedFolder(db: PrismaClient, path: string): Promise<WatchedFolderRow> {
  const existing = await db.watchedFolder.findFirst({ where: { path }, select: SELECT });
  return existing ?? db.watchedFolder.create({ data: { path }, select: SELECT });
}

/** Removes one of the current workspace's folders; null when it has none by that id. */
export async function removeWatchedFolder(
  db: PrismaClient,
  id: string,
): Promise<WatchedFolderRow | null> {
  const row = await db.watchedFolder.findFirst({ where: { id }, select: SELECT });
  if (row === null) return null;
  await db.watchedFolder.deleteMany({ where: { id } });
  return row;
}
