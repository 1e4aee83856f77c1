import type { ReplayConfig } from "../../config/replay-config";
import type { ToolResultQueue } from "../../replay/tool-result-queue";

export type MicrocompactPlan = {
  /** Tool-result tokens before clearing (the `preTokens` a microcompact_boundary records). */
  totalTokens: number;
  saved: number;
  cleared: number;
};

type LegacyConstants = Pick<
  ReplayConfig,
  "microcompactKeepRecent" | "microcompactBudgetTokens" | "microcompactMinSavingTokens"
>;

/**
 * Seed 002's microcompact: keep the newest `microcompactKeepRecent` results, clear the
 * oldest while the results still exceed the budget, and only when that saves at least the
 * minimum. Results already cleared are not in the queue, so no id is cleared twice.
 * Returns null when it would not run. Does not clear: the caller applies the plan.
 *
 * @example
 * // results 5,000 3,000 2,000 4,000 1,000 2,000; budget 7,000; minimum 0
 * planLegacyMicrocompact(queue, config)?.saved // 10_000 (the oldest three)
 */
export function planLegacyMicrocompact(
  queue: ToolResultQueue,
  config: LegacyConstants,
): MicrocompactPlan | null {
  const totalTokens = queue.activeTokens;
  const { saved, cleared } = queue.savingToBudget(
    config.microcompactBudgetTokens,
    config.microcompactKeepRecent,
  );
  if (cleared === 0 || saved < config.microcompactMinSavingTokens) return null;
  return { totalTokens, saved, cleared };
}
