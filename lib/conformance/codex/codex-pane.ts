/**
 * Reading the Codex TUI's screen (a tmux pane's text). Pure: the driver
 * (drive-codex-interactive.ts) captures the pane and sends the keys this returns. The folder
 * trust question is answered before the start (`trust_level = "trusted"` for the working folder
 * in config.toml); a screen that still waits for Enter gets it.
 */

export type CodexPaneState =
  /** A notice or question waits: send these tmux keys (`send-keys` names). */
  | { kind: "question"; keys: string[] }
  /** A turn or a compaction runs (its status line asks for Esc to interrupt). */
  | { kind: "busy" }
  /** The composer is shown and nothing runs. */
  | { kind: "idle" }
  /** Still starting: no composer yet. */
  | { kind: "starting" };

const QUESTION = /Press enter to continue/i;
const BUSY = /esc to interrupt/i;
/** The composer's footer (0.74.0: "100% context left · ? for shortcuts"). */
const COMPOSER = /context left|for shortcuts/i;

/**
 * What the pane shows.
 *
 * @example
 * readCodexPane("• Working (0s • esc to interrupt)") // { kind: "busy" }
 * readCodexPane("› Write tests\n  100% context left · ? for shortcuts") // { kind: "idle" }
 */
export function readCodexPane(text: string): CodexPaneState {
  if (QUESTION.test(text)) return { kind: "question", keys: ["Enter"] };
  if (BUSY.test(text)) return { kind: "busy" };
  return COMPOSER.test(text) ? { kind: "idle" } : { kind: "starting" };
}

/** The turns the client has answered so far: one `agent_message` event each in the rollout. */
export function answeredTurns(rollouts: readonly string[]): number {
  let count = 0;
  for (const text of rollouts) count += text.match(/"type":"agent_message"/g)?.length ?? 0;
  return count;
}
