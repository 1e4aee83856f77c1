import type { TranscriptModel } from "../transcript/model";
import { REACTIVE_COMPACT_SINCE } from "./mechanisms/reactive-compact/config";
import { AUTO_WINDOW_SINCE } from "./mechanisms/window-sources/config";
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
 * Picks the profile for a replay. `auto` goes by Claude Code version, from what real
 * transcripts show (SPEC §5): up to 2.0.x usage alone at 155K; 2.1.0 to 2.1.21 the same
 * threshold with estimates; from 2.1.22 at 167K; from 2.1.153 an unknown model's window is
 * auto; from 2.1.200 reactive compaction and the kept last round (FORMAT §10).
 *
 * @example
 * resolveProfile(model, "auto").id // "cc-2.1" for a 2.1.63 transcript
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
  if (compareVersions(version, "2.1.0") < 0) {
    return { id: "cc-2.0", reason: `${version} < 2.1.0: usage alone, 155K` };
  }
  if (compareVersions(version, "2.1.22") < 0) {
    return {
      id: "cc-2.1-early",
      reason: `${version} in 2.1.0-2.1.21: 155K with estimates`,
    };
  }
  if (compareVersions(version, AUTO_WINDOW_SINCE) < 0)
    return {
      id: "cc-2.1",
      reason: `${version} >= 2.1.22: 167K with estimates`,
    };
  if (compareVersions(version, REACTIVE_COMPACT_SINCE) < 0) {
    return {
      id: "cc-2.1-auto-window",
      reason: `${version} in ${AUTO_WINDOW_SINCE}-2.1.199: cc-2.1, an unknown model's window is auto`,
    };
  }
  return {
    id: "cc-2.1-reactive",
    reason: `${version} >= ${REACTIVE_COMPACT_SINCE}: auto window, reactive compaction, kept last round`,
  };
}
