import type { TranscriptModel } from "../../transcript/model";
import {
  describeRangeSpan,
  OLDEST_RANGE,
  PROFILE_RANGES,
  type ProfileRange,
} from "./profile-ranges";
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
  let range: ProfileRange = OLDEST_RANGE;
  for (const candidate of PROFILE_RANGES)
    if (compareVersions(version, candidate.since) >= 0) range = candidate;
  return {
    id: range.id,
    reason: `${version} (Claude Code ${describeRangeSpan(range)}): ${range.what}`,
  };
}
