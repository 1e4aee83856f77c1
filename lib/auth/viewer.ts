import type { WorkspaceChoice } from "../contracts/workspaces";
import { listWorkspacesOf, type AccountUser } from "../db/accounts";
import type { PrismaClient } from "../db/generated/client";
import { readSession, WORKSPACE_COOKIE, type ReadCookie } from "./session-cookie";
import { findSessionUser } from "./session-revocation";

/** Who is signed in, their workspaces, and the one they are in (null: they have none). */
export type Viewer = {
  user: AccountUser;
  workspaces: WorkspaceChoice[];
  workspaceId: string | null;
};

/**
 * The viewer a request's cookies name, or null when it carries no valid session: none, the
 * user was removed since, or they signed out after the token was issued. The workspace is the
 * one picked in the header if they are still a member, else their first.
 */
export async function resolveViewer(
  db: PrismaClient,
  readCookie: ReadCookie,
): Promise<Viewer | null> {
  const session = await readSession(readCookie);
  if (!session) return null;
  const [user, workspaces] = await Promise.all([
    findSessionUser(db, session),
    listWorkspacesOf(db, session.userId),
  ]);
  if (!user) return null;
  const picked = readCookie(WORKSPACE_COOKIE);
  const current = workspaces.find((workspace) => workspace.id === picked) ?? workspaces[0];
  return { user, workspaces, workspaceId: current?.id ?? null };
}
