import { connection } from "next/server";
import { signOutAndLeave } from "@/lib/server/sign-in-actions";
import { readRequestViewer } from "@/lib/auth/request-workspace";
import { getDb } from "@/lib/server/database";
import { isTeamMode } from "@/lib/auth/team-mode";
import { WorkspaceSwitcher } from "./workspace-switcher";

/**
 * Team mode, signed in: the workspace (a picker when there are several), who is signed in, and
 * sign-out. Nothing in the open embedded mode or on the sign-in page.
 */
export async function AccountMenu() {
  // Team mode is the running server's, not the build's: never prerendered.
  await connection();
  if (!isTeamMode()) return null;
  const viewer = await readRequestViewer(getDb());
  if (!viewer) return null;
  const current = viewer.workspaces.find((workspace) => workspace.id === viewer.workspaceId);
  return (
    <div className="account-menu" data-testid="account-menu">
      {current && viewer.workspaces.length > 1 ? (
        <WorkspaceSwitcher workspaces={viewer.workspaces} currentId={current.id} />
      ) : current ? (
        <span className="account-workspace" title="Workspace">
          {current.name}
        </span>
      ) : null}
      <span className="account-email" title={viewer.user.name ?? viewer.user.email}>
        {viewer.user.email}
      </span>
      <form action={signOutAndLeave}>
        <button
          type="submit"
          className="button button-small button-ghost"
          title={`Signed in as ${viewer.user.email}`}
        >
          Sign out
        </button>
      </form>
    </div>
  );
}
