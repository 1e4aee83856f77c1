/**
 * Reading the interactive Claude Code client's screen (a tmux pane's text) and answering its
 * first-run questions. Pure: the driver (drive-claude-interactive.ts) captures the pane and
 * sends the keys this returns.
 *
 * Most questions never show: `preAnsweredConfig` writes the answers into the temporary HOME's
 * `.claude.json` before the client starts. Without `hasCompletedOnboarding` the client runs
 * its onboarding, whose connectivity check to api.anthropic.com fails here and stops the
 * client ("Unable to connect to Anthropic services"); the folder trust and the API key
 * questions are answered by `projects[cwd].hasTrustDialogAccepted` and by the key's last 20
 * characters in `customApiKeyResponses.approved` (seen on 2.1.165 and 2.1.169: the client
 * stores exactly that after the questions are answered by hand).
 */

/** The `.claude.json` that answers the first-run questions for one working folder and key. */
export function preAnsweredConfig(cwd: string, apiKey: string): Record<string, unknown> {
  return {
    hasCompletedOnboarding: true,
    theme: "dark",
    customApiKeyResponses: { approved: [apiKey.slice(-20)], rejected: [] },
    projects: { [cwd]: { hasTrustDialogAccepted: true, hasCompletedProjectOnboarding: true } },
  };
}

export type PaneState =
  /** A question is on screen: send these tmux keys (`send-keys` names) to answer it. */
  | { kind: "question"; question: string; keys: string[] }
  /** The client stopped before its prompt: what it says. */
  | { kind: "stopped"; reason: string }
  /** A turn, a compaction or start-up work runs (its spinner asks for Esc to interrupt). */
  | { kind: "busy" }
  | { kind: "idle" };

/**
 * The questions a version may still ask, each with the keys that answer it as the lab wants
 * (a later version may word them otherwise: the driver reports a screen it cannot read).
 */
const QUESTIONS: readonly { question: string; marker: RegExp; keys: string[] }[] = [
  // The first option ("Yes, I trust this folder") is selected.
  {
    question: "trust this folder",
    marker: /trust this folder|Do you trust the files/i,
    keys: ["Enter"],
  },
  // "No (recommended)" is selected: one up is "Yes".
  {
    question: "use the API key",
    marker: /Do you want to use this API key/i,
    keys: ["Up", "Enter"],
  },
  { question: "text style (theme)", marker: /Choose the text style/i, keys: ["Enter"] },
  { question: "terminal setup", marker: /Use Claude Code's terminal setup\?/i, keys: ["Enter"] },
];

const STOPS: readonly RegExp[] = [/Unable to connect to Anthropic services/i, /Invalid API key/i];

const BUSY = /esc to interrupt|Compacting conversation/i;

/**
 * What the pane shows. A question or a stop wins over the rest of the screen; the spinner's
 * "esc to interrupt" (and the compaction's own line) means busy.
 *
 * @example
 * readPane("❯ 1. Yes, I trust this folder\n  2. No, exit") // { kind: "question", question: "trust this folder", keys: ["Enter"] }
 * readPane("✻ Thinking… (esc to interrupt)") // { kind: "busy" }
 * readPane("❯ \n  ? for shortcuts") // { kind: "idle" }
 */
export function readPane(text: string): PaneState {
  const stop = STOPS.find((s) => s.test(text));
  if (stop) return { kind: "stopped", reason: (text.match(stop) ?? [""])[0] };
  const question = QUESTIONS.find((q) => q.marker.test(text));
  if (question) return { kind: "question", question: question.question, keys: question.keys };
  return BUSY.test(text) ? { kind: "busy" } : { kind: "idle" };
}

/** "Press Ctrl-C again to exit": the first Ctrl-C was taken, the second ends the client. */
export function asksForSecondInterrupt(text: string): boolean {
  return /again to exit/i.test(text);
}
