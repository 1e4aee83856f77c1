import { isProfileId, PROFILES } from "@/lib/compaction/config/profiles";
import { describeSettings } from "@/lib/compaction/fit/describe-settings";
import { FIT_HARNESSES } from "@/lib/compaction/fit/fit-candidates";
import type { ReplayResult } from "@/lib/compaction/replay/replay-result";
import { HARNESS_IDS, HARNESS_NAMES } from "@/lib/transcript/harness";

type Replay = Pick<ReplayResult, "profile" | "profileReason" | "fit" | "recordsCompactions"> | null;

/** `auto` says what it resolved to and why, once the replay has run. */
export function describeAutoChoice(replay: Replay, isSelected: boolean): string {
  if (isSelected && replay) return `Resolved to ${replay.profile}: ${replay.profileReason}`;
  const harnesses = HARNESS_IDS.map((id) => HARNESS_NAMES[id]).join(", ");
  return `Picks by the harness that wrote the transcript (${harnesses}), its version and model`;
}

/**
 * `fitted` says what it adds to `auto`: once chosen, what it resolved to; on `auto`'s replay
 * (which carries the fit), the settings and how much more they reproduce.
 *
 * @example
 * describeFittedChoice(autoReplay, false)
 * // "auto plus CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80, fitted from the file: reproduces 2 of 2 recorded compactions (auto: 0)"
 */
export function describeFittedChoice(replay: Replay, isSelected: boolean): string {
  if (isSelected && replay) return `Resolved to ${replay.profile}: ${replay.profileReason}`;
  const fit = replay?.fit;
  if (replay?.recordsCompactions === false)
    return "Same as auto: this file's format records no compactions, so there is nothing to fit";
  if (fit === null) return "Same as auto: auto reproduces every recorded compaction";
  if (fit === undefined)
    return "auto plus the settings the recorded compactions imply (an environment variable or a model window the file does not record)";
  if (fit.settings.length === 0) {
    const harness = replay && isProfileId(replay.profile) ? PROFILES[replay.profile].harness : null;
    if (harness !== null && !FIT_HARNESSES.includes(harness))
      return `Same as auto: the fit knows no ${HARNESS_NAMES[harness]} setting yet`;
    return `Same as auto: no setting this version reads reproduces more than ${fit.auto.reproduces} of ${fit.of} recorded compactions`;
  }
  return `auto plus ${describeSettings(fit.settings)}, fitted from the file: reproduces ${fit.reproduces} of ${fit.of} recorded compactions (auto: ${fit.auto.reproduces})`;
}
