import { actualCheckCounts } from "../mechanisms/threshold/check-estimate";
import type { ReplayConfig } from "../config/replay-config";
import { guardedSourceOf } from "../replay/replay-context";
import type { ReplayIndex } from "../replay/replay-index";

/** Thresholds in `(lower, upper]` explain the checks; null: unbounded on that side. */
export type ThresholdInterval = { lower: number | null; upper: number | null };

/**
 * The thresholds the real session's checks allow, as `inferThreshold` reads them, with some
 * recorded compactions held out: a held-out call is neither a check that fired nor one that
 * did not, so a fit made without it can be tested on it.
 */
export function thresholdInterval(
  index: ReplayIndex,
  config: ReplayConfig,
  mainSource: string,
  exclude: ReadonlySet<number>,
): ThresholdInterval {
  const counts = actualCheckCounts(index, config);
  let upper: number | null = null;
  for (const [call, recorded] of index.compactionsAt) {
    if (exclude.has(call)) continue;
    for (const compaction of recorded)
      if (compaction.trigger === "auto") {
        const fired = compaction.preTokens ?? counts[call] ?? 0;
        upper = upper === null ? fired : Math.min(upper, fired);
      }
  }
  let lower: number | null = null;
  if (guardedSourceOf(mainSource) === null)
    for (let k = 1; k < index.calls.length; k++) {
      if (exclude.has(k) || index.compactionsAt.get(k)?.some((c) => c.trigger !== "manual"))
        continue;
      const count = counts[k] ?? 0;
      lower = lower === null ? count : Math.max(lower, count);
    }
  return { lower, upper };
}
