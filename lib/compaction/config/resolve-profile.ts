import type { TranscriptModel } from "../../transcript/model";
import { LONE_ROUND_AT_BLOCKING_LIMIT_SINCE } from "../mechanisms/kept-last-round/config";
import { LEGACY_MICROCOMPACT_UNTIL } from "../mechanisms/legacy-microcompact/config";
import { REACTIVE_COMPACT_SINCE } from "../mechanisms/reactive-compact/config";
import { isProfileId, type ProfileId } from "./profiles";

export type ResolvedProfile = {
  id: ProfileId;
  requested: string;
  /** The Claude Code version the choice was made from (null when the file has none). */
  version: string | null;
  reason: string;
};

/** Compares dotted versions numerically ("2.1.9" < "2.1.19"); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0);
  const pb = b.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The version of the main thread's last call: the client whose checks the file ends under. */
export function sessionVersion(model: TranscriptModel): string | null {
  for (let i = model.calls.length - 1; i >= 0; i--) {
    const call = model.calls[i];
    if (call && call.source === model.mainSource && call.version) return call.version;
  }
  return model.versions.at(-1) ?? null;
}

/**
 * The `auto` profile's version ranges, oldest first: each runs from its first version up to
 * (not including) the next one's. From what real transcripts show (SPEC §5) and what the conformance lab measured
 * (lib/conformance/versions-matrix.json); a new fact is a line here.
 */
type ProfileRange = { since: string; id: ProfileId; what: string };

const OLDEST_RANGE: ProfileRange = { since: "0", id: "cc-2.0", what: "usage alone, 155K" };

export const PROFILE_RANGES: readonly ProfileRange[] = [
  OLDEST_RANGE,
  { since: "2.1.0", id: "cc-2.1-early", what: "155K with estimates" },
  {
    since: "2.1.22",
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
 * Picks the profile for a replay: a requested one, or `auto` by Claude Code version
 * (`PROFILE_RANGES`).
 *
 * @example
 * resolveProfile(model, "auto").id // "cc-2.1" for a 2.1.22 transcript
 */
export function resolveProfile(model: TranscriptModel, requested = "auto"): ResolvedProfile {
  const version = sessionVersion(model);
  if (requested !== "auto") {
    if (!isProfileId(requested)) throw new Error(`unknown profile ${requested}`);
    return { id: requested, requested, version, reason: "requested" };
  }
  return { ...profileForVersion(version), requested, version };
}

/**
 * The profile `auto` picks for a Claude Code version (null: the newest), with the reason. The
 * generator imitates a version through it too, so what it writes replays under `auto`.
 *
 * @example
 * profileForVersion("2.1.19").id // "cc-2.1-early"
 */
export function profileForVersion(version: string | null): { id: ProfileId; reason: string } {
  if (version === null) return { id: "cc-2.1", reason: "no version in the file: newest profile" };
  let range = OLDEST_RANGE;
  let next: ProfileRange | undefined;
  for (const [i, candidate] of PROFILE_RANGES.entries())
    if (compareVersions(version, candidate.since) >= 0) {
      range = candidate;
      next = PROFILE_RANGES[i + 1];
    }
  const span = next ? `${range.since} to ${next.since}` : `${range.since} on`;
  return { id: range.id, reason: `${version} in ${span}: ${range.what}` };
}
