import type { ProfileId } from "@/lib/compaction/config/profiles";
import type { ThresholdInference } from "@/lib/compaction/replay/replay-result";
import { formatInteger, formatTokens } from "@/lib/view/format/format-number";
import { joinWords } from "./join-words";

/**
 * The baseline replay's answer: its profile and window, whether it makes the recorded
 * compactions (and no other), and whether the file's format records compactions at all.
 */
export type BaselineVerdict = {
  profile: ProfileId;
  window: number;
  reproduces: boolean;
  recordsCompactions: boolean;
};
type Candidate = ThresholdInference["candidates"][number];

/** Past this many, the candidates inside are summarised ("and 3 more"). */
const MAX_NAMED_CANDIDATES = 3;

/** "cc-2.1 on 200K", joined: "cc-2.1 on 200K or cc-2.0 on 1M"; past three, the rest counted. */
function candidateNames(candidates: readonly Candidate[]): string {
  const short = (c: Candidate) => `${c.profile} on ${formatTokens(c.window)}`;
  const seen = new Map<string, number>();
  for (const c of candidates) seen.set(short(c), (seen.get(short(c)) ?? 0) + 1);
  // Two windows that round alike (1,048,576 and 1,000,000 are both "1M") are told apart in full.
  const names = candidates.map((c) =>
    (seen.get(short(c)) ?? 0) > 1 ? `${c.profile} on ${formatInteger(c.window)}` : short(c),
  );
  if (names.length > MAX_NAMED_CANDIDATES) {
    return `${names.slice(0, MAX_NAMED_CANDIDATES).join(", ")} and ${names.length - MAX_NAMED_CANDIDATES} more`;
  }
  return joinWords(names, "or");
}

/** The candidates inside; "every shipped profile" when all fit (the interval then tells them apart not at all). */
function candidatesInside(inference: ThresholdInference): string {
  const inside = inference.candidates.filter((c) => c.inside);
  if (inside.length > 1 && inside.length === inference.candidates.length) {
    return "every shipped profile on every known window: this session cannot tell them apart";
  }
  return candidateNames(inside);
}

/** The profile whose matching windows lie nearest the session's, in words; "" when none fits. */
function nearestWindowRange(inference: ThresholdInference, window: number): string {
  const ranges = inference.windowRanges.flatMap(({ profile, minWindow, maxWindow }) =>
    minWindow !== null && maxWindow !== null && minWindow <= maxWindow && maxWindow > 0
      ? [
          {
            profile,
            minWindow,
            maxWindow,
            distance: Math.min(Math.abs(minWindow - window), Math.abs(maxWindow - window)),
          },
        ]
      : [],
  );
  const nearest = ranges.sort((a, b) => a.distance - b.distance)[0];
  if (!nearest) return "";
  return `; ${nearest.profile} would fit on a window of ${formatInteger(nearest.minWindow)} to ${formatInteger(nearest.maxWindow)} tokens`;
}

/**
 * When the baseline replay does not make the recorded compactions, its profile is not
 * "consistent" with them whatever the interval says: the words name the interval's verdict on
 * that profile, and which other profiles' thresholds fall inside (the ones worth replaying).
 */
function notReproduced(inference: ThresholdInference, verdict: BaselineVerdict): string {
  const isReplayed = (c: Candidate) => c.profile === verdict.profile && c.window === verdict.window;
  const replayed = inference.candidates.find(isReplayed);
  const others = inference.candidates.filter((c) => c.inside && !isReplayed(c));
  const under = `the replay under ${verdict.profile} on ${formatTokens(verdict.window)}`;
  const head = replayed?.inside
    ? `; ${verdict.profile}'s ${formatInteger(replayed.threshold)} lies inside it, yet ${under} does not reproduce the recorded compactions`
    : `; ${under}${replayed ? ` (threshold ${formatInteger(replayed.threshold)})` : ""} does not reproduce the recorded compactions`;
  return others.length > 0
    ? `${head}, and ${candidateNames(others)} would put the threshold inside it`
    : `${head}, and no other shipped profile matches on a known window${nearestWindowRange(inference, verdict.window)}`;
}

function fits(inference: ThresholdInference, verdict: BaselineVerdict): string {
  if (!verdict.reproduces) return notReproduced(inference, verdict);
  const inside = candidatesInside(inference);
  return inside
    ? `, consistent with ${inside}`
    : `, which no shipped profile matches on a known window${nearestWindowRange(inference, verdict.window)}`;
}

/**
 * What the session's own checks say about its threshold, in words: the interval between the
 * highest check that did not fire and the lowest auto compaction, the profiles inside it (never
 * "consistent" with a profile whose replay does not reproduce the recording), and an honest
 * sentence when the two contradict each other.
 *
 * @example
 * toThresholdInferenceText(inference, { profile: "cc-2.1", window: 200_000, reproduces: true, recordsCompactions: true })
 * // "Every auto compaction fired at or below 168,010 and no check at or below 166,500 fired: the threshold lies in (166,500, 168,010], consistent with cc-2.1 on 200K."
 */
export function toThresholdInferenceText(
  inference: ThresholdInference,
  verdict: BaselineVerdict,
): string {
  // Without recorded compactions, a check "that did not fire" is only one the file cannot show.
  if (!verdict.recordsCompactions)
    return "This file's format records no compactions, so its checks say nothing of the threshold: it cannot be inferred from this session.";
  const { lower, upper, autoCompactions } = inference;
  const fired =
    autoCompactions === 1
      ? `The one auto compaction fired at ${formatInteger(upper)}`
      : `Every auto compaction fired at or below ${formatInteger(upper)}`;
  const quiet = `no check at or below ${formatInteger(lower)} fired`;
  if (lower === null && upper === null) {
    return "No auto compaction and no threshold check to learn from: the threshold cannot be inferred from this session.";
  }
  if (upper === null) {
    return `No auto compaction fired, and ${quiet}: the threshold lies above ${formatInteger(lower)}${fits(inference, verdict)}.`;
  }
  if (lower === null) {
    return `${fired}: the threshold is at most ${formatInteger(upper)}${fits(inference, verdict)}.`;
  }
  if (!inference.isConsistent) {
    return `${fired}, yet a check at ${formatInteger(lower)} did not fire: no single threshold explains both. The counting may differ from Claude Code's here, or the threshold changed during the session.`;
  }
  return `${fired} and ${quiet}: the threshold lies in (${formatInteger(lower)}, ${formatInteger(upper)}]${fits(inference, verdict)}.`;
}
