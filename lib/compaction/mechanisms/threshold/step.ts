import type { ReplayContext } from "../../replay/replay-context";
import type { Check } from "../types";

/** Autocompact may run: enabled, not a compaction fork (recursion guard), breaker not tripped. */
export function canAutocompact(ctx: ReplayContext): boolean {
  return ctx.thresholds.isAutoCompactEnabled && ctx.guardedSource === null && !ctx.isBreakerTripped;
}

/**
 * The autocompact check (SPEC §5): the count after every clearing is the check's count; it is
 * due when the count reaches the threshold, before a call, unless seed 002's first tier (a
 * microcompact above the threshold) already handled this check.
 */
export function thresholdStep(ctx: ReplayContext, check: Check): null {
  ctx.counts[check.k] = check.count;
  check.isAutoDue =
    check.isBeforeCall &&
    !check.isTierOne &&
    canAutocompact(ctx) &&
    check.count >= ctx.thresholds.autocompactThreshold;
  return null;
}
