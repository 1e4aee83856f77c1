import {
  findUserById,
  listWorkspacesOf,
  type AccountUser,
  type WorkspaceChoice,
} from "../db/accounts";
import type { PrismaClient } from "../db/generated/client";
import { readSessionUserId, WORKSPACE_COOKIE, type ReadCookie } from "./session-cookie";

/** Who is signed in, their workspaces, and the one they are in (null: they have none). */
export type Viewer = {
  user: AccountUser;
  workspaces: WorkspaceChoice[];
  workspaceId: string | null;
};

/**
 * The viewer a request's cookies name, or null when it carries no valid session (or the user
 * was removed since). The workspace is the one picked in the header if they are still a member,
 * else their first.
 */
export async function resolveViewer(
  db: PrismaClient,
  readCookie: ReadCookie,
): Promise<Viewer | null> {
  const userId = await readSessionUserId(readCookie);
  if (!userId) return null;
  const [user, workspaces] = await Promise.all([
    findUserById(db, userId),
    listWorkspacesOf(db, userId),
  ]);
  if (!user) return null;
  const picked = readCookie(WORKSPACE_COOKIE);
  const current = workspaces.find((workspace) => workspace.id === picked) ?? workspaces[0];
  return { user, workspaces, workspaceId: current?.id ?? null };
}
