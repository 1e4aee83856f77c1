import type { CompactionOutcome } from "../../replay/compaction-outcome";
import type { ReplayContext } from "../../replay/replay-context";
import { fullCompaction } from "../full-compact/context";
import { summarize } from "../ptl-retry/summarize";
import type { Check } from "../types";

/**
 * Newer versions send the call even above the threshold when they did not compact before it
 * (an "auto" window, autocompact off or failed); a request larger than the window comes back
 * 400 "prompt is too long: N tokens > M maximum", and the client compacts then and retries.
 * The replay compacts at that call when the count exceeds the window and nothing compacted.
 */
export function reactiveCompactStep(ctx: ReplayContext, check: Check): CompactionOutcome | null {
  const { config, thresholds } = ctx;
  if (!config.reactiveCompact || config.disableCompact || !check.isBeforeCall) return null;
  if (check.count <= thresholds.window) return null;
  const retries = summarize(ctx, check.k, check.count, false);
  if (retries === null) return null;
  return fullCompaction(ctx, check.k, "reactive-compact", retries, "prompt-too-long");
}
