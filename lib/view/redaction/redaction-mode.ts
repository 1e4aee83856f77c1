import type { RedactionSettings } from "../../contracts/redaction-settings";

export type RedactionMode = {
  /** Whether this server redacts now, and why, in one sentence. */
  sentence: string;
  /** Whether the workspace's switch decides (it does not under REDACT or on a team server). */
  canToggle: boolean;
};

const WHY: Record<RedactionSettings["because"], string> = {
  "env-on": "Redaction is on: the server was started with REDACT=on.",
  "env-off": "Redaction is off: the server was started with REDACT=off.",
  "env-unreadable":
    "Redaction is on: REDACT has a value other than on or off, so the server redacts to be safe.",
  "team-server":
    "Redaction is on, as on every team server: summaries, records and exports carry markers, never secrets.",
  "workspace-on": "Redaction is on for this workspace.",
  "workspace-off":
    "Redaction is off: this is the open single-user mode. Turn it on to redact before summaries reach a model.",
};

/**
 * What the settings page says about the mode, and whether its switch is the one that decides.
 *
 * @example
 * toRedactionMode({ enabled: true, because: "team-server", ... }).canToggle // false
 */
export function toRedactionMode(settings: RedactionSettings): RedactionMode {
  const canToggle = settings.because === "workspace-on" || settings.because === "workspace-off";
  return { sentence: WHY[settings.because], canToggle };
}

/** The patterns box's text as a list: one pattern a line, blank lines and edge spaces dropped. */
export function parsePatternLines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}
