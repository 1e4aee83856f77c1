import { actualCheckCounts } from "../mechanisms/threshold/check-estimate";
import type { ReplayConfig } from "../config/replay-config";
import { guardedSourceOf } from "../replay/replay-context";
import type { ReplayIndex } from "../replay/replay-index";

/** Thresholds in `(lower, upper]` explain the checks; null: unbounded on that side. */
export type ThresholdInterval = { lower: number | null; upper: number | null };

/** Whether a threshold is one the checks allow. */
export const isInsideInterval = ({ lower, upper }: ThresholdInterval, threshold: number) =>
  (lower === null || threshold > lower) && (upper === null || threshold <= upper);

/**
 * The thresholds the real session's checks allow (SPEC §5): above every check that did not
 * fire (the count each check saw, under the config's counting) and at most the `preTokens`
 * of every recorded auto compaction, with how many of each it read. A compaction fork
 * (recursion guard) never autocompacts, so its checks say nothing. A call in `exclude` (a
 * recorded compaction held out to test a fit) is neither a check that fired nor one that did
 * not.
 *
 * @example
 * thresholdInterval(index, config, "main").upper // 155_800
 */
export function thresholdInterval(
  index: ReplayIndex,
  config: ReplayConfig,
  mainSource: string,
  exclude: ReadonlySet<number> = new Set(),
): ThresholdInterval & { autoCompactions: number; checks: number } {
  const counts = actualCheckCounts(index, config);
  let upper: number | null = null;
  let autoCompactions = 0;
  for (const [call, recorded] of index.compactionsAt) {
    if (exclude.has(call)) continue;
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
      if (exclude.has(k) || index.compactionsAt.get(k)?.some((c) => c.trigger !== "manual"))
        continue;
      const count = counts[k] ?? 0;
      lower = lower === null ? count : Math.max(lower, count);
      checks += 1;
    }
  }
  return { lower, upper, autoCompactions, checks };
}
