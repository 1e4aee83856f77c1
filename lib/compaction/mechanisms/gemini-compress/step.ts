import type { CompactionOutcome } from "../../replay/compaction-outcome";
import type { ReplayContext } from "../../replay/replay-context";
import { canAutocompact } from "../threshold/step";
import type { Check } from "../types";
import { geminiCompression } from "./compress";

/**
 * Gemini CLI's check (`GeminiClient.processTurn`): before every request of the main agent, a
 * user prompt or a tool result sent back, the last response's prompt tokens (the profile counts
 * usage alone) are compared with the share of the model's token limit; reaching it compresses,
 * when the history has a place to cut. Under Gemini CLI's rules Claude Code's own compaction
 * never runs.
 */
export function geminiCompressStep(ctx: ReplayContext, check: Check): CompactionOutcome | null {
  if (!ctx.config.geminiCompress) return null;
  check.isAutoDue = false;
  const isDue =
    check.isBeforeCall && canAutocompact(ctx) && check.count >= ctx.thresholds.autocompactThreshold;
  return isDue ? geminiCompression(ctx, check.k) : null;
}
