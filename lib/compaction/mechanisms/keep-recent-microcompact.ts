import type { MicrocompactPlan } from "./legacy-microcompact/plan";
import type { ToolResultQueue } from "../replay/tool-result-queue";

/**
 * Seed 003's count-based clearing: all but the newest `keep` results (time-based after an
 * idle gap, cached through cache edits once `trigger` results are active). Null when there
 * is nothing to clear or fewer than `trigger` results are active.
 *
 * @example
 * planKeepRecent(queue, 5, 12) // null with 11 active results
 */
export function planKeepRecent(
  queue: ToolResultQueue,
  keep: number,
  trigger = 0,
): MicrocompactPlan | null {
  if (queue.size < trigger) return null;
  const { saved, cleared } = queue.savingKeepingRecent(keep);
  if (cleared === 0) return null;
  return { totalTokens: queue.activeTokens, saved, cleared };
}
