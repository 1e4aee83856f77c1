import { actualCheckCounts } from "../mechanisms/threshold/check-estimate";
import { computeThresholds } from "../mechanisms/threshold/compute-thresholds";
import { PROFILE_IDS, PROFILES } from "../config/profiles";
import type { ReplayConfig } from "../config/replay-config";
import { guardedSourceOf } from "../replay/replay-context";
import type { ReplayIndex } from "../replay/replay-index";
import type { ThresholdInference } from "../replay/replay-result";
import { DEFAULT_CONTEXT_WINDOW, ONE_MILLION_CONTEXT_WINDOW } from "../mechanisms/threshold/config";

type InferInput = {
  index: ReplayIndex;
  config: ReplayConfig;
  window: number;
  mainSource: string;
};

/**
 * The thresholds consistent with the real session (SPEC §5): above every check that did not
 * fire (the count each check saw, under the config's counting) and at most the `preTokens`
 * of every recorded auto compaction; then which profiles, on which windows, fall inside.
 * A compaction fork (recursion guard) never autocompacts, so its checks say nothing.
 *
 * @example
 * inferThreshold({ index, config, window: 200_000, mainSource: "main" }).upper // 155_800
 */
export function inferThreshold({
  index,
  config,
  window,
  mainSource,
}: InferInput): ThresholdInference {
  const counts = actualCheckCounts(index, config);
  let upper: number | null = null;
  let autoCompactions = 0;
  for (const [call, recorded] of index.compactionsAt) {
    for (const compaction of recorded) {
      if (compaction.trigger !== "auto") continue;
      const fired = compaction.preTokens ?? counts[call] ?? 0;
      upper = upper === null ? fired : Math.min(upper, fired);
      autoCompactions += 1;
    }
  }
  let lower: number | null = null;
  let checks = 0;
  if (guardedSourceOf(mainSource) === null) {
    for (let k = 1; k < index.calls.length; k++) {
      // A manual compaction's check did not fire either (auto would have come first); an
      // unknown trigger may have been auto.
      if (index.compactionsAt.get(k)?.some((c) => c.trigger !== "manual")) continue;
      const count = counts[k] ?? 0;
      lower = lower === null ? count : Math.max(lower, count);
      checks += 1;
    }
  }
  const isInside = (threshold: number) =>
    (lower === null || threshold > lower) && (upper === null || threshold <= upper);
  const windows = [
    ...new Set([
      window,
      DEFAULT_CONTEXT_WINDOW,
      ONE_MILLION_CONTEXT_WINDOW,
      ...Object.values(config.modelWindows),
    ]),
  ].sort((a, b) => a - b);
  const candidates = PROFILE_IDS.flatMap((profile) =>
    windows.map((w) => {
      const threshold = computeThresholds(PROFILES[profile].values, w).autocompactThreshold;
      return { profile, window: w, threshold, inside: isInside(threshold) };
    }),
  );
  const windowRanges = PROFILE_IDS.map((profile) => {
    // threshold = window - reserve - buffer: the interval maps to windows one to one.
    const t = computeThresholds(PROFILES[profile].values, 0);
    const offset = -t.autocompactThreshold;
    return {
      profile,
      minWindow: lower === null ? null : Math.floor(lower) + 1 + offset,
      maxWindow: upper === null ? null : upper + offset,
    };
  });
  return {
    lower,
    upper,
    isConsistent: lower === null || upper === null || lower < upper,
    autoCompactions,
    checks,
    candidates,
    windowRanges,
  };
}
