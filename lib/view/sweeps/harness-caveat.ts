import { harnessOfProfile, isProfileId, type ProfileId } from "@/lib/compaction/config/profiles";
import { HARNESS_NAMES } from "@/lib/transcript/harness";

/**
 * What a sweep's figures rest on when it names a profile (in its profile or its `profile`
 * axis): each session is replayed under that profile's rules whatever harness wrote it, so a
 * Claude Code session under Codex's rules (or the reverse) counts with the tokenizer of the
 * model it ran on. Null when every setting replays `auto` or `fitted` (each session under its
 * own harness's rules).
 *
 * @example
 * harnessCaveat("auto", { profile: ["cc-2.1", "codex"] })
 * // "Profiles of Claude Code and Codex CLI: a session replayed under another harness's rules ..."
 */
export function harnessCaveat(
  profile: string,
  grid: Readonly<Record<string, readonly unknown[]>>,
): string | null {
  const named = [profile, ...(grid.profile ?? [])].filter(
    (value): value is ProfileId => typeof value === "string" && isProfileId(value),
  );
  if (named.length === 0) return null;
  const harnesses = [...new Set(named.map(harnessOfProfile))].map((h) => HARNESS_NAMES[h]);
  const listed =
    harnesses.length > 2
      ? `${harnesses.slice(0, -1).join(", ")} and ${harnesses.at(-1)}`
      : harnesses.join(" and ");
  return `Profiles of ${listed}: a session replayed under another harness's rules keeps its recorded usage (its own model's tokenizer), plus the engine's length/4 estimate for what the replay changes.`;
}
