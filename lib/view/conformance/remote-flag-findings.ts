import type { FlagSet } from "../../conformance/flag-sets";
import { NO_REMOTE_FLAGS, type MatrixRow } from "../../conformance/matrix-schema";
import { isInteractive } from "./measured-releases";

/** One run under a flag set beside the same version and setting with traffic off. */
export type FlagRun = { id: string; version: string; setting: string; sentence: string };

export type FlagSetFindings = {
  id: string;
  description: string;
  runs: FlagRun[];
  /** What stands where a set has no matrix row. */
  noRunsWords: string;
};

const fmt = (n: number | null) => (n === null ? "never" : `after ${n.toLocaleString("en-US")}`);

function describeRun(row: MatrixRow, off: MatrixRow | undefined): string {
  const flagged = `${isInteractive(row) ? "the interactive client " : ""}compacts ${fmt(row.threshold)}`;
  if (!off) return `${flagged}; not measured with traffic off`;
  if (off.threshold === row.threshold) return `${flagged}, as with traffic off`;
  return `${flagged}; with traffic off ${fmt(off.threshold)}`;
}

/**
 * What each flag set the lab serves changed: every row measured under it, its threshold beside
 * the traffic-off row of the same version, setting and mode (print or interactive), in words.
 *
 * @example
 * toRemoteFlagFindings(matrix.rows, FLAG_SETS)[1]?.runs[0]?.sentence
 * // "compacts after 176,970; with traffic off never"
 */
export function toRemoteFlagFindings(
  rows: readonly MatrixRow[],
  sets: readonly Pick<FlagSet, "id" | "description" | "measuredBy">[],
): FlagSetFindings[] {
  const offRow = (row: MatrixRow) =>
    rows.find(
      (r) =>
        r.flags === NO_REMOTE_FLAGS &&
        r.version === row.version &&
        r.setting === row.setting &&
        isInteractive(r) === isInteractive(row),
    );
  return sets.map((set) => ({
    id: set.id,
    description: set.description,
    noRunsWords: set.measuredBy
      ? `No matrix row: measured by ${set.measuredBy}, as the description says.`
      : "Not measured yet.",
    runs: rows
      .filter((r) => r.flags === set.id)
      .map((r) => ({
        id: `${r.version}|${r.setting}|${r.flags}|${r.mode ?? "print"}`,
        version: r.version,
        setting: r.setting,
        sentence: describeRun(r, offRow(r)),
      })),
  }));
}

/**
 * What 2.1.332 asks api.anthropic.com for at start with non-essential traffic on and an API
 * key (caught by the lab's proxy, 2026-11-27); the flags and the bootstrap are answered.
 */
export const START_UP_REQUESTS = [
  "the remote flag evaluation (POST /api/eval/<client key>, GrowthBook)",
  "the bootstrap (GET /api/claude_cli/bootstrap?entrypoint=…&model=…), whose auto_compact_windows gives windows per model from 2.1.182",
  "GET /api/claude_code_penguin_mode",
  "the MCP server directory (GET /api/directory/server-urls)",
  "event logging (POST /api/event_logging/v2/batch)",
];

/**
 * What the lab cannot measure about remote flags, said on the page beside what it measured.
 */
export const REMOTE_FLAG_LIMITS = [
  "The flags and bootstrap fields real clients are served are not known here (the machine has no network): the lab serves only the sets it names, so a set shows what a flag does, not that users have it.",
  "The flags have code names that say nothing of what they do; a set is measured on the versions listed under it and says nothing about the others.",
  "A client with an API key, as the lab runs it, asks for no remote managed settings or policy limits at start (the client knows /api/claude_code/settings and /api/claude_code/policy_limits): whatever a signed-in account is sent there is not measured.",
  "The engine replays what a transcript records and cannot know which flags its client had: a row under a flag set that differs from the traffic-off row is a difference no replay can see.",
  'Print mode (claude -p), which most rows drive, ignores the experiment windows (tengu_amber_redwood2, tengu_amber_redwood3) and the tool-result budget (tengu_hawthorn_steeple): the rows marked "interactive client" drove the client without -p in a terminal (tmux), and only the versions and settings listed under those sets were measured that way.',
];
