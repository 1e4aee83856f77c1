import type { CompactionOutcome } from "../../replay/compaction-outcome";
import type { ReplayContext } from "../../replay/replay-context";
import { canAutocompact } from "../threshold/step";
import type { Check } from "../types";
import { codexLimitAtCall } from "./limit-at-call";
import { codexCompaction } from "./post-compact";

/**
 * Codex's check (codex-rs/core: the turn loop): after a response that needs a follow-up (tool
 * output to send back) and before a new user turn, the last response's `total_tokens` plus
 * the estimate of what was added since it (`get_total_token_usage`, the profile's counting)
 * is compared with the limit; reaching it compacts. Both are the check before the next call.
 * Where the count lives only in the process that read the response (`codexChecksAfterResume`
 * off), a process that resumed the session knows none and does not check before its first
 * call. Under Codex's rules Claude Code's own compaction never runs.
 */
export function codexAutoCompactStep(ctx: ReplayContext, check: Check): CompactionOutcome | null {
  if (!ctx.config.codexAutoCompact) return null;
  check.isAutoDue = false;
  const isForgotten =
    !ctx.config.codexChecksAfterResume && ctx.index.calls[check.k]?.startsResumedProcess === true;
  const isDue =
    check.isBeforeCall &&
    !isForgotten &&
    canAutocompact(ctx) &&
    check.count >= codexLimitAtCall(ctx, check.k);
  return isDue ? codexCompaction(ctx, check.k) : null;
}
