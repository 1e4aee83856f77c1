import type { CompactionOutcome } from "../../replay/compaction-outcome";
import type { ReplayContext } from "../../replay/replay-context";
import { canAutocompact } from "../threshold/step";
import type { Check } from "../types";
import { opencodeCompaction } from "./compact";

/**
 * OpenCode's check (its prompt loop): before every step, the last finished assistant message
 * that is not a summary is tested; its token total (the profile counts usage alone) at or
 * above the usable context compacts. Under OpenCode's rules Claude Code's own compaction
 * never runs.
 */
export function opencodeCompactStep(ctx: ReplayContext, check: Check): CompactionOutcome | null {
  if (!ctx.config.opencodeCompact) return null;
  check.isAutoDue = false;
  const isDue =
    check.isBeforeCall && canAutocompact(ctx) && check.count >= ctx.thresholds.autocompactThreshold;
  return isDue ? opencodeCompaction(ctx, check.k) : null;
}
