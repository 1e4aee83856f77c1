import { HARNESS_NAMES, type HarnessId } from "../../transcript/harness";
import type { TranscriptModel } from "../../transcript/model";
import { compareVersions } from "../../transcript/compare-versions";
import { describeRangeSpan, RANGES_OF_HARNESS, type ProfileRange } from "./profile-ranges";
import { geminiAutoReason } from "./gemini-auto-reason";
import { isProfileId, type ProfileId } from "./profiles";

export type ResolvedProfile = {
  id: ProfileId;
  requested: string;
  /** The Claude Code version the choice was made from (null when the file has none). */
  version: string | null;
  reason: string;
};

export { compareVersions };

/** The version of the main thread's last call: the client whose checks the file ends under. */
export function sessionVersion(model: TranscriptModel): string | null {
  for (let i = model.calls.length - 1; i >= 0; i--) {
    const call = model.calls[i];
    if (call && call.source === model.mainSource && call.version) return call.version;
  }
  return model.versions.at(-1) ?? null;
}

/**
 * Picks the profile for a replay: a requested one (any harness's, whatever wrote the file), or
 * `auto`: the policy of the harness that wrote the file, by its version (`PROFILE_RANGES`,
 * `CODEX_PROFILE_RANGES`).
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
  const picked = profileForVersion(version, model.harness);
  if (model.harness === "gemini-cli" && version === null)
    return { ...picked, reason: geminiAutoReason(model), requested, version };
  return { ...picked, requested, version };
}

/**
 * The profile `auto` picks for a harness's version (null: the newest), with the reason. The
 * generator imitates a version through it too, so what it writes replays under `auto`.
 *
 * @example
 * profileForVersion("2.1.19").id // "cc-2.1-early"
 * profileForVersion("0.100.0", "codex").id // "codex"
 */
export function profileForVersion(
  version: string | null,
  harness: HarnessId = "claude-code",
): { id: ProfileId; reason: string } {
  const { oldest, ranges } = RANGES_OF_HARNESS[harness];
  const name = HARNESS_NAMES[harness];
  if (version === null) {
    const id = harness === "claude-code" ? "cc-2.1" : (ranges.at(-1) ?? oldest).id;
    return { id, reason: "no version in the file: newest profile" };
  }
  let range: ProfileRange = oldest;
  for (const candidate of ranges)
    if (compareVersions(version, candidate.since) >= 0) range = candidate;
  return {
    id: range.id,
    reason: `${version} (${name} ${describeRangeSpan(range)}): ${range.what}`,
  };
}
