"use client";

import { switchWorkspace } from "@/lib/server/sign-in-actions";
import type { WorkspaceChoice } from "@/lib/contracts/workspaces";

type WorkspaceSwitcherProps = { workspaces: WorkspaceChoice[]; currentId: string };

/** The workspace picker of a user in several: choosing one moves there at once. */
export function WorkspaceSwitcher({ workspaces, currentId }: WorkspaceSwitcherProps) {
  return (
    <form action={switchWorkspace} className="workspace-switcher">
      <label className="field field-inline">
        <span className="field-label">Workspace</span>
        <select
          className="input"
          name="workspaceId"
          defaultValue={currentId}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          {workspaces.map((workspace) => (
            <option key={workspace.id} value={workspace.id}>
              {workspace.name}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="button button-small">
          Switch
        </button>
      </noscript>
    </form>
  );
}
