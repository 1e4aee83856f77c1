/** Why redaction is on or off, for the settings page to say. */
export type RedactionBecause =
  "env-on" | "env-off" | "env-unreadable" | "team-server" | "workspace-on" | "workspace-off";

export type RedactionDecision = { enabled: boolean; because: RedactionBecause };

/**
 * Whether text is redacted before it leaves the server. `REDACT=on|off` is the operator's word
 * and wins; any other value of it turns redaction on (a typo never leaks). Unset: a team server
 * redacts (its transcripts reach other people's eyes and a shared model account), the open
 * embedded mode follows the workspace's setting, off unless someone turned it on (one person
 * reading their own sessions on their own machine).
 *
 * @example
 * decideRedaction({ redactEnv: undefined, isTeamMode: true, workspaceEnabled: false })
 * // { enabled: true, because: "team-server" }
 */
export function decideRedaction(input: {
  redactEnv: string | undefined;
  isTeamMode: boolean;
  workspaceEnabled: boolean;
}): RedactionDecision {
  const env = input.redactEnv?.trim().toLowerCase();
  if (env === "on") return { enabled: true, because: "env-on" };
  if (env === "off") return { enabled: false, because: "env-off" };
  if (env !== undefined && env !== "") return { enabled: true, because: "env-unreadable" };
  if (input.isTeamMode) return { enabled: true, because: "team-server" };
  return input.workspaceEnabled
    ? { enabled: true, because: "workspace-on" }
    : { enabled: false, because: "workspace-off" };
}
