import { PROFILE_IDS, harnessOfProfile, type ProfileId } from "@/lib/compaction/config/profiles";
import { HARNESS_IDS, HARNESS_NAMES, type HarnessId } from "@/lib/transcript/harness";

export type ProfileGroup = { harness: HarnessId; label: string; ids: ProfileId[] };

/**
 * The profile picker's groups: each harness's profiles under its name, in `HARNESS_IDS` order.
 * Any session replays under any of them; `auto` picks from the group of the session's harness.
 *
 * @example
 * profileGroups().map((g) => g.label) // ["Claude Code's rules", "Codex CLI's rules"]
 */
export function profileGroups(): ProfileGroup[] {
  return HARNESS_IDS.map((harness) => ({
    harness,
    label: `${HARNESS_NAMES[harness]}'s rules`,
    ids: PROFILE_IDS.filter((id) => harnessOfProfile(id) === harness),
  })).filter((group) => group.ids.length > 0);
}
