import type { PrismaClient } from "../db/generated/client";
import { AppError } from "../errors";
import { cookieHeaderReader } from "./session-cookie";
import { isTeamMode } from "./team-mode";
import { resolveViewer } from "./viewer";

/**
 * The workspace an API request may see: null in the open embedded mode (no sign-in, one
 * workspace); in team mode the signed-in user's current workspace, or it throws
 * `unauthenticated` (401) without a valid session and `no_workspace` (403) for a user in none.
 */
export async function guardRequest(
  request: Request | undefined,
  db: () => PrismaClient,
): Promise<string | null> {
  if (!isTeamMode()) return null;
  const cookie = request instanceof Request ? request.headers.get("cookie") : null;
  const viewer = await resolveViewer(db(), cookieHeaderReader(cookie));
  if (!viewer) throw new AppError("unauthenticated", "Sign in to use this API.");
  if (!viewer.workspaceId)
    throw new AppError(
      "no_workspace",
      "You are not in any workspace yet: ask an owner to add you.",
    );
  return viewer.workspaceId;
}
