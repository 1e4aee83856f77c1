import type { ReplayContext } from "../../replay/replay-context";
import { sinceLastCompaction } from "../full-compact/context";
import type { Check } from "../types";
import { keepsLastRound } from "./config";

/**
 * Whether the records since the last compaction hold only the last round (call k-1's, with
 * what led to it): a compaction that keeps that round has nothing to summarise.
 */
export function isLoneRound(ctx: ReplayContext, k: number): boolean {
  const { from } = sinceLastCompaction(ctx, k);
  const previous = ctx.index.calls[k - 2];
  return previous === undefined || previous.lastEntry < from;
}

/**
 * A version that keeps the last round out of the summary does not autocompact a lone round:
 * 2.1.153 never does (a one-round session at 199,000 of a 200,000 window stays as it is);
 * from LONE_ROUND_AT_BLOCKING_LIMIT_SINCE it does at the blocking limit (177,000 on a 200K
 * window), summarising the round whole. Measured by the conformance lab.
 */
export function loneRoundStep(ctx: ReplayContext, check: Check): null {
  const { config, thresholds } = ctx;
  if (!keepsLastRound(config) || !check.isAutoDue || !isLoneRound(ctx, check.k)) return null;
  const isAtBlockingLimit =
    config.loneRoundAtBlockingLimit && check.count >= thresholds.blockingLimit;
  if (!isAtBlockingLimit) check.isAutoDue = false;
  return null;
}
