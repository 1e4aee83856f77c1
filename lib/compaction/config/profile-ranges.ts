import { LONE_ROUND_AT_BLOCKING_LIMIT_SINCE } from "../mechanisms/kept-last-round/config";
import { LEGACY_MICROCOMPACT_UNTIL } from "../mechanisms/legacy-microcompact/config";
import { REACTIVE_COMPACT_SINCE } from "../mechanisms/reactive-compact/config";
import type { HarnessId } from "../../transcript/harness";
import type { ProfileId } from "./profiles";

/**
 * The `auto` profile's version ranges, oldest first: each runs from its first version up to
 * (not including) the next one's. From what real transcripts show (SPEC §5) and what the
 * conformance lab measured (lib/conformance/versions-matrix.json); a new fact is a line here.
 * The profiles' descriptions and `auto`'s reasons both say their ranges from this list, so the
 * two never disagree.
 */
export type ProfileRange = { since: string; id: ProfileId; what: string };

export const OLDEST_RANGE: ProfileRange = { since: "0", id: "cc-2.0", what: "usage alone, 155K" };

export const PROFILE_RANGES: readonly ProfileRange[] = [
  OLDEST_RANGE,
  // 2.1.1 counts the last usage alone, as 2.0.x does; 2.1.2 (the next release) adds length/4 of
  // what came after it (conformance lab, every setting of both).
  { since: "2.1.2", id: "cc-2.1-early", what: "155K with estimates" },
  // 2.1.20 compacts at 155,000, 2.1.21 (the next release) at 167,000 (conformance lab).
  {
    since: "2.1.21",
    id: "cc-2.1",
    what: "167K with estimates, tool results cleared above the warning level",
  },
  { since: LEGACY_MICROCOMPACT_UNTIL, id: "cc-2.1-quiet", what: "167K with estimates" },
  // cc-2.1-auto-window is not picked: reactive compaction starts with the auto window, 2.1.153.
  {
    since: REACTIVE_COMPACT_SINCE,
    id: "cc-2.1-reactive",
    what: "auto window, kept last round, reactive compaction",
  },
  {
    since: LONE_ROUND_AT_BLOCKING_LIMIT_SINCE,
    id: "cc-2.1-lone-round",
    what: "a lone round compacted at the blocking limit",
  },
];

/**
 * Codex CLI's ranges, the same way, from what the conformance lab measured on the real client
 * (0.36.0, 0.39.0, 0.40.0 to 0.50.0, 0.58.0, 0.65.0, every release from 0.72.0 to 0.79.0, 0.80.0
 * to 0.171.0). A change point lies
 * between two measured versions; each range starts at the first version measured under it.
 * 0.47.0 still compacts gpt-5-codex at its family's 350,000, 0.49.0 (the next release) at 90% of
 * the window; 0.99.0 is
 * the first that adds what it appended after the last response to the count (0.98.0 does not:
 * both re-append their initial context on `exec resume`, only 0.99.0 compacts on it).
 */
export const CODEX_OLDEST_RANGE: ProfileRange = {
  since: "0",
  id: "codex-no-auto",
  what: "no automatic compaction",
};
export const CODEX_PROFILE_RANGES: readonly ProfileRange[] = [
  CODEX_OLDEST_RANGE,
  { since: "0.40.0", id: "codex-family-limit", what: "the model family's own limit" },
  { since: "0.49.0", id: "codex-same-turn", what: "90% of the window, on the last total alone" },
  // 0.74.0 keeps the next turn's check in the process (exec resume forgets it; lab, TUI and
  // exec); 0.79.0, the next release after 0.77.0, restores the last count on resume.
  {
    since: "0.74.0",
    id: "codex-pending",
    what: "90% of the window, on the last total alone, forgotten by a resumed process",
  },
  { since: "0.79.0", id: "codex-same-turn", what: "90% of the window, on the last total alone" },
  {
    since: "0.99.0",
    id: "codex",
    what: "90% of the window, on the last total plus what the client added after it",
  },
];

/**
 * Gemini CLI's ranges, from the threshold each published package's core states (read, facts
 * only; 0.30.0 and 0.61.0 measured by the lab): 0.7 up to 0.10.0, the setting's default 0.2
 * from 0.11.3, 0.5 from 0.17.0. A change point lies between two published versions (0.10.0 and
 * 0.11.3, 0.16.0 and 0.17.0). Its session files record no client version, so `auto` reads the
 * version a file shows through `geminiVersionHint`.
 */
export const GEMINI_OLDEST_RANGE: ProfileRange = {
  since: "0",
  id: "gemini-0.10",
  what: "70% of the token limit, the newest 30% kept",
};
export const GEMINI_PROFILE_RANGES: readonly ProfileRange[] = [
  GEMINI_OLDEST_RANGE,
  { since: "0.11.3", id: "gemini-0.16", what: "20% of the token limit, the newest 30% kept" },
  { since: "0.17.0", id: "gemini", what: "half the token limit, the newest 30% kept" },
];

/**
 * OpenCode's ranges (its sessions record their version): prune on by default up to 1.3.2
 * (`compaction.prune === false` turns it off; read in 1.1.65 and 1.3.2, measured on 1.1.65),
 * opt-in from 1.14.34 (`!compaction.prune` returns; read there, measured on 1.18.33). The change
 * lies between those two: the registry holds no version between them. The compaction itself
 * is measured on 1.18.33.
 */
export const OPENCODE_OLDEST_RANGE: ProfileRange = {
  since: "0",
  id: "opencode-prune",
  what: "the usable context, the newest turns kept, prune on",
};
export const OPENCODE_PROFILE_RANGES: readonly ProfileRange[] = [
  OPENCODE_OLDEST_RANGE,
  { since: "1.14.34", id: "opencode", what: "the usable context, the newest turns kept" },
];

/** Each harness's ranges, oldest first, and the range before its first version. */
export const RANGES_OF_HARNESS: Record<
  HarnessId,
  { oldest: ProfileRange; ranges: readonly ProfileRange[] }
> = {
  "claude-code": { oldest: OLDEST_RANGE, ranges: PROFILE_RANGES },
  codex: { oldest: CODEX_OLDEST_RANGE, ranges: CODEX_PROFILE_RANGES },
  "gemini-cli": { oldest: GEMINI_OLDEST_RANGE, ranges: GEMINI_PROFILE_RANGES },
  opencode: { oldest: OPENCODE_OLDEST_RANGE, ranges: OPENCODE_PROFILE_RANGES },
};

function rangesHolding(range: ProfileRange): readonly ProfileRange[] {
  const held = Object.values(RANGES_OF_HARNESS).find(({ ranges }) => ranges.includes(range));
  return held?.ranges ?? PROFILE_RANGES;
}

/**
 * The Claude Code versions of a range, in words: "from 2.1.69 until 2.1.153" (the second not
 * included), "until 2.1.0" for the oldest, "from 2.1.269 on" for the newest.
 */
export function describeRangeSpan(range: ProfileRange): string {
  const ranges = rangesHolding(range);
  const next = ranges[ranges.indexOf(range) + 1];
  if (range === ranges[0]) return next ? `until ${next.since}` : "every version";
  return next ? `from ${range.since} until ${next.since}` : `from ${range.since} on`;
}

/**
 * The versions `auto` picks a profile for, in words (each of its ranges, joined by "and");
 * null when `auto` never picks it.
 *
 * @example
 * versionSpanOfProfile("cc-2.1-quiet") // "from 2.1.69 until 2.1.153"
 * versionSpanOfProfile("codex-same-turn") // "from 0.49.0 until 0.74.0 and from 0.79.0 until 0.99.0"
 */
export function versionSpanOfProfile(id: ProfileId): string | null {
  const spans = Object.values(RANGES_OF_HARNESS)
    .flatMap(({ ranges }) => ranges)
    .filter((candidate) => candidate.id === id)
    .map(describeRangeSpan);
  return spans.length > 0 ? spans.join(" and ") : null;
}
