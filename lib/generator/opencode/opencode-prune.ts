import {
  OPENCODE_PRUNE_MINIMUM_TOKENS as MINIMUM,
  OPENCODE_PRUNE_PROTECT_TOKENS as PROTECT,
  OPENCODE_PRUNE_SKIPPED_TURNS as SKIPPED_TURNS,
} from "../../compaction/mechanisms/opencode-prune/config";
import { CLEARED_TOOL_OUTPUT } from "../../transcript/opencode/recorded-prunes";
import { tokensOf, type HistoryItem } from "./opencode-history";

/** A tool part the generator wrote, as prune sees it. */
export type PrunableOutput = {
  state: { output: string; time: { start: number; end: number; compacted?: number } };
  /** The history item of its message (its size drops once the output is cleared). */
  item: HistoryItem;
  /** User messages written before it. */
  usersBefore: number;
};

/**
 * OpenCode's prune over the outputs written since the last compaction, oldest first, when
 * `users` user messages have been written: from the newest output of the turns before the last
 * two, each counts round(characters / 4) until an already cleared one; past the newest 40,000,
 * the rest are cleared when they add up to more than 20,000. Marks them (time `at`) and shrinks
 * their messages' history items; answers the count and tokens cleared.
 */
export function pruneOutputs(
  outputs: readonly PrunableOutput[],
  users: number,
  at: number,
): { cleared: number; tokens: number } {
  let total = 0;
  let pruned = 0;
  const toClear: PrunableOutput[] = [];
  for (let i = outputs.length - 1; i >= 0; i--) {
    const output = outputs[i];
    if (output === undefined || users - output.usersBefore < SKIPPED_TURNS) continue;
    if (output.state.time.compacted !== undefined) break;
    const tokens = tokensOf(output.state.output.length);
    total += tokens;
    if (total <= PROTECT) continue;
    pruned += tokens;
    toClear.push(output);
  }
  if (pruned <= MINIMUM) return { cleared: 0, tokens: 0 };
  for (const output of toClear) {
    output.state.time.compacted = at;
    output.item.chars -= output.state.output.length - CLEARED_TOOL_OUTPUT.length;
  }
  return { cleared: toClear.length, tokens: pruned };
}
