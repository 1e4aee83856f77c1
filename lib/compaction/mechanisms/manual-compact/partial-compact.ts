import {
  nothingRestoredContext,
  estimatePostCompactContext,
  type PostCompactContext,
  type PostCompactInput,
} from "../full-compact/post-compact-context";
import type { ReplayConfig } from "../../config/replay-config";

export type PartialDirection = "from" | "up_to";

export type PartialCompaction = {
  direction: PartialDirection;
  context: PostCompactContext;
  /** Tokens the next call writes to the prompt cache: "from" keeps the cached prefix. */
  cacheRewriteTokens: number;
};

type PartialInput = Omit<PostCompactInput, "keptTokens" | "keptFromEntry"> & {
  direction: PartialDirection;
  /** The count at the check before the pivot call, and now. */
  countAtPivot: number;
  countNow: number;
  /** First record of the pivot call. */
  pivotEntry: number;
};

/**
 * Partial compaction (seeds 001, 003). `up_to` summarises what came before the pivot and
 * keeps the rest verbatim after the summary (restored files already in the kept part are
 * skipped); `from` keeps everything before the pivot (and its cache) and summarises what
 * came after, appending the summary.
 *
 * @example
 * planPartialCompaction({ direction: "from", countAtPivot: 90_000, countNow: 160_000, ... }, config).context.total
 */
export function planPartialCompaction(input: PartialInput, c: ReplayConfig): PartialCompaction {
  const { direction, countAtPivot, countNow, pivotEntry, ...rest } = input;
  if (direction === "up_to") {
    const keptTokens = Math.max(0, countNow - countAtPivot);
    const context = estimatePostCompactContext(
      { ...rest, keptTokens, keptFromEntry: pivotEntry },
      c,
    );
    return { direction, context, cacheRewriteTokens: context.total };
  }
  // Everything before the pivot stays: its count is the base overhead plus the kept messages.
  const context = nothingRestoredContext({
    baseOverhead: rest.baseOverhead,
    summaryTokens: rest.summaryTokens,
    keptTokens: Math.max(0, countAtPivot - rest.baseOverhead),
  });
  return { direction, context, cacheRewriteTokens: rest.summaryTokens };
}
