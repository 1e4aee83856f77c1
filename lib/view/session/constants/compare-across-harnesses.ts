import { harnessOfProfile, isProfileId } from "@/lib/compaction/config/profiles";
import { isOfFamily } from "@/lib/compaction/replay/event-kinds";
import type { ReplayResult } from "@/lib/compaction/replay/replay-result";
import { HARNESS_NAMES } from "@/lib/transcript/harness";

type Replay = Pick<ReplayResult, "profile" | "events"> & {
  calls: readonly { replayTokens: number }[];
};

export type HarnessComparison = {
  /** "Under Codex CLI's rules this session compacts at calls 88 and 171 instead of 139 and 244; tokens sent -8%, cache re-writes +12%." */
  sentence: string;
  /** Which token counts the comparison rests on. */
  caveat: string;
  compactedAt: number[];
  ownCompactedAt: number[];
  tokensSent: number;
  ownTokensSent: number;
  cacheRewrites: number;
  ownCacheRewrites: number;
};

const fmt = (n: number) => n.toLocaleString("en-US");

/** "88", "88 and 171", "88, 171 and 250". */
function listCalls(calls: readonly number[]): string {
  const words = calls.map(fmt);
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

function whereItCompacts(calls: readonly number[]): string {
  if (calls.length === 0) return "does not compact";
  return `compacts at call${calls.length === 1 ? "" : "s"} ${listCalls(calls)}`;
}

/** "-8%", "+12%", "the same"; against nothing, the amount itself. */
function change(what: string, value: number, own: number): string {
  if (value === own) return `${what} the same`;
  if (own === 0) return `${what} ${fmt(value)} tokens instead of none`;
  const percent = Math.round(((value - own) / own) * 100);
  if (percent === 0) return `${what} ${value > own ? "+" : "-"}<1%`;
  return `${what} ${percent > 0 ? "+" : ""}${percent}%`;
}

const compactions = (replay: Replay) =>
  replay.events.filter((event) => isOfFamily(event, "compaction"));

/**
 * A replay under another harness's rules against the one under the session's own (`auto`):
 * where each compacts, the tokens sent (every call's replayed context, summed) and the cache
 * re-writes of its compactions (what a compaction makes the next call write to the cache
 * again), as a sentence with its caveat. Null when both replays follow the same harness.
 *
 * @example
 * compareAcrossHarnesses(codexReplay, autoReplay)?.sentence
 * // "Under Codex CLI's rules this session compacts at calls 88 and 171 instead of 139 and 244; tokens sent -8%, cache re-writes +12%."
 */
export function compareAcrossHarnesses(replay: Replay, own: Replay): HarnessComparison | null {
  if (!isProfileId(replay.profile) || !isProfileId(own.profile)) return null;
  const harness = harnessOfProfile(replay.profile);
  const ownHarness = harnessOfProfile(own.profile);
  if (harness === ownHarness) return null;
  const compactedAt = compactions(replay).map((event) => event.atCall);
  const ownCompactedAt = compactions(own).map((event) => event.atCall);
  const sent = (r: Replay) => r.calls.reduce((sum, call) => sum + call.replayTokens, 0);
  const rewrites = (r: Replay) =>
    compactions(r).reduce((sum, event) => sum + event.detail.cacheRewriteTokens, 0);
  const [tokensSent, ownTokensSent] = [sent(replay), sent(own)];
  const [cacheRewrites, ownCacheRewrites] = [rewrites(replay), rewrites(own)];
  const where =
    compactedAt.join() === ownCompactedAt.join()
      ? `${whereItCompacts(compactedAt)}, as under its own`
      : `${whereItCompacts(compactedAt)} instead of ${
          ownCompactedAt.length === 0 ? "not at all" : listCalls(ownCompactedAt)
        }`;
  const name = HARNESS_NAMES[harness];
  return {
    sentence: `Under ${name}'s rules this session ${where}; ${change("tokens sent", tokensSent, ownTokensSent)}, ${change("cache re-writes", cacheRewrites, ownCacheRewrites)}.`,
    caveat: `Token counts are the session's recorded usage (${HARNESS_NAMES[ownHarness]}'s model and tokenizer) plus the engine's length/4 estimate for what the replay changes; ${name} would count the same text with its own model's tokenizer.`,
    compactedAt,
    ownCompactedAt,
    tokensSent,
    ownTokensSent,
    cacheRewrites,
    ownCacheRewrites,
  };
}
