import type { Entry } from "../../../transcript/model";
import type { ClearedToolResult } from "../../replay/compaction-facts";

export type PruneConstants = {
  protectTokens: number;
  minimumTokens: number;
  skippedTurns: number;
  protectedTools: readonly string[];
};

export type PruneHistory = {
  entries: readonly Entry[];
  /** The history prune sees: entries [from, to) (from: after the last compaction). */
  from: number;
  to: number;
  /** A tool result's tool name, by its call id. */
  toolOf: (toolUseId: string) => string | undefined;
  /** A tool result's tokens as OpenCode estimates them (round(characters / 4)). */
  tokensOf: (entry: number, toolUseId: string) => number;
  /** Results a prune already cleared: the walk stops at the first it meets. */
  isCleared: (toolUseId: string) => boolean;
};

export type PrunePlan = {
  /** The outputs the walk counted (protected, then beyond), by OpenCode's estimate. */
  totalTokens: number;
  /** Their part beyond the protected window: what prune clears when it exceeds the minimum. */
  prunedTokens: number;
  /** Those outputs, oldest first. */
  cleared: ClearedToolResult[];
  /** Whether they exceed the minimum (else nothing is cleared). */
  isPruned: boolean;
};

/** A user message in OpenCode's count: a prompt, a synthetic one, a compaction's (not a tool's results). */
function isUserMessage(entry: Entry): boolean {
  if (entry.type === "system") return entry.subtype === "compact_boundary";
  if (entry.type !== "user") return false;
  return !entry.blocks.some((block) => block.kind === "tool_result");
}

/**
 * OpenCode's prune (`SessionCompaction.prune`, 1.1.65 to 1.18.33): walking back from the end,
 * everything is skipped until the `skippedTurns`-th user message from the end; then each
 * finished tool output, newest first, adds its estimate to a total; a protected tool's is
 * neither counted nor cleared; an output already cleared stops the walk; once the total passes
 * `protectTokens`, that output and every older one are to be cleared, and they are only when
 * their estimates add up to more than `minimumTokens`. Failed calls count for nothing.
 * Measured on 1.18.33: six 10,000-token outputs found 20,000 to clear and cleared nothing;
 * 10,001 + 10,000 beyond 40,000 were cleared.
 *
 * @example
 * // outputs of 10,001 10,000 10,000 10,000 10,000 10,000 tokens, two prompts after them
 * planOpenCodePrune(history, constants) // { totalTokens: 60_001, prunedTokens: 20_001, isPruned: true, cleared: [2 results] }
 */
export function planOpenCodePrune(history: PruneHistory, c: PruneConstants): PrunePlan {
  let turns = 0;
  let total = 0;
  let pruned = 0;
  const cleared: ClearedToolResult[] = [];
  walk: for (let e = history.to - 1; e >= history.from; e--) {
    const entry = history.entries[e];
    if (entry === undefined) continue;
    if (isUserMessage(entry)) turns += 1;
    if (turns < c.skippedTurns) continue;
    for (let b = entry.blocks.length - 1; b >= 0; b--) {
      const block = entry.blocks[b];
      if (block?.kind !== "tool_result" || block.isError) continue;
      if (c.protectedTools.includes(history.toolOf(block.toolUseId) ?? "")) continue;
      if (history.isCleared(block.toolUseId)) break walk;
      const tokens = history.tokensOf(e, block.toolUseId);
      total += tokens;
      if (total <= c.protectTokens) continue;
      pruned += tokens;
      cleared.push({ toolUseId: block.toolUseId, entry: e, tokens });
    }
  }
  cleared.reverse();
  return { totalTokens: total, prunedTokens: pruned, cleared, isPruned: pruned > c.minimumTokens };
}
