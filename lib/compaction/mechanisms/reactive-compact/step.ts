import type { CompactionOutcome } from "../../replay/compaction-outcome";
import type { ReplayContext } from "../../replay/replay-context";
import { fullCompaction } from "../full-compact/context";
import { summarize } from "../ptl-retry/summarize";
import { checkEstimate } from "../threshold/check-estimate";
import type { Check } from "../types";
import { serverTokensPerEstimate } from "./server-count";

/**
 * Newer versions send the call even above the threshold when they did not compact before it
 * (an "auto" window, autocompact off or failed); a request larger than the window comes back
 * 400 "prompt is too long: N tokens > M maximum", and the client compacts then and retries.
 * The replay compacts at that call when the API's count exceeds the window and nothing
 * compacted. That count is the server's tokenizer, not the client's length/4: real sessions
 * compacted this way at estimates of 197,749 to 200,005 on a 200,000 window, so the tail since
 * the last call is scaled by what the API counted for the session's earlier tails.
 */
export function reactiveCompactStep(ctx: ReplayContext, check: Check): CompactionOutcome | null {
  const { config, thresholds } = ctx;
  if (!config.reactiveCompact || config.disableCompact || !check.isBeforeCall) return null;
  if (serverCount(ctx, check) <= thresholds.window) return null;
  const retries = summarize(ctx, check.k, check.count, false);
  if (retries === null) return null;
  return fullCompaction(ctx, check.k, "reactive-compact", retries, "prompt-too-long");
}

/** What the API counts for the request of call k: the client's count with its tail rescaled. */
export function serverCount(ctx: ReplayContext, check: Pick<Check, "k" | "count">): number {
  if (!ctx.config.reactiveCountsServerTokens) return check.count;
  const tail = checkEstimate(ctx.index, check.k, ctx.config);
  const ratio = serverTokensPerEstimate(ctx.index)[check.k] ?? 1;
  return check.count + Math.round(tail * (ratio - 1));
}
