import type { CompactionOutcome } from "../../replay/compaction-outcome";
import type { ReplayContext } from "../../replay/replay-context";
import { summarize } from "../ptl-retry/summarize";
import type { Check } from "../types";
import { fullCompaction } from "./context";

/** Autocompact's full compaction: the summarization request (with PTL retries), then the estimate. */
export function fullCompactStep(ctx: ReplayContext, check: Check): CompactionOutcome | null {
  if (!check.isAutoDue) return null;
  const retries = summarize(ctx, check.k, check.count, true);
  if (retries === null) return null;
  return fullCompaction(ctx, check.k, "autocompact", retries, "auto");
}
