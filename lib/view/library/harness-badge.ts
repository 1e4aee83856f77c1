import {
  DEFAULT_HARNESS,
  HARNESS_IDS,
  HARNESS_NAMES,
  type HarnessId,
} from "@/lib/transcript/harness";

const SHORT_NAMES: Record<HarnessId, string> = {
  "claude-code": "Claude Code",
  codex: "Codex",
  "gemini-cli": "Gemini",
  opencode: "OpenCode",
};

/** What each harness calls its session file. */
const FILE_NOUNS: Record<HarnessId, string> = {
  "claude-code": "transcript",
  codex: "rollout",
  "gemini-cli": "session file",
  opencode: "session",
};

/**
 * The badge a session's name carries for the agent that wrote it. Claude Code's sessions are
 * most of the list and carry none, so the badge stands out where it tells something.
 *
 * @example harnessBadge("codex") // { label: "Codex", title: "Codex CLI rollout" }
 */
export function harnessBadge(harness: HarnessId): { label: string; title: string } | null {
  if (harness === DEFAULT_HARNESS) return null;
  return { label: SHORT_NAMES[harness], title: `${HARNESS_NAMES[harness]} ${FILE_NOUNS[harness]}` };
}

/** The choices of the list's agent filter, in the registry's order. */
export const HARNESS_FILTER_OPTIONS = HARNESS_IDS.map((id) => ({
  value: id,
  label: HARNESS_NAMES[id],
}));
