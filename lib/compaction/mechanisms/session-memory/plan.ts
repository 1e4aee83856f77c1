import type { Entry } from "../../../transcript/model";
import type { ReplayConfig } from "../../config/replay-config";
import type { ReplayIndex } from "../../replay/replay-index";

export type SessionMemoryKeep = { startEntry: number; keptTokens: number; textMessages: number };

type KeepInput = {
  index: Pick<ReplayIndex, "prefix" | "textPrefix" | "toolUseEntry" | "messageFirstEntry">;
  entries: readonly Entry[];
  /** The memory file covers the records up to and including this entry. */
  lastSummarizedEntry: number;
  /** The check happens before this entry (the next call's first record). */
  now: number;
  /** The most recent compaction: the window never reaches before it. */
  floor: number;
};

type KeepConstants = Pick<ReplayConfig, "smMinTokens" | "smMinTextBlockMessages" | "smMaxTokens">;

/** Moves `start` back so no kept tool_result loses its tool_use and no message.id is split. */
function keepPairsWhole(input: KeepInput, start: number): number {
  let begin = start;
  for (let changed = true; changed;) {
    changed = false;
    const head = input.entries[begin];
    const first = head?.messageId ? input.index.messageFirstEntry.get(head.messageId) : undefined;
    if (first !== undefined && first < begin && first >= input.floor) {
      begin = first;
      changed = true;
    }
    for (let e = begin; e < input.now && !changed; e++) {
      for (const block of input.entries[e]?.blocks ?? []) {
        if (block.kind !== "tool_result") continue;
        const use = input.index.toolUseEntry.get(block.toolUseId);
        if (use !== undefined && use < begin && use >= input.floor) {
          begin = use;
          changed = true;
          break;
        }
      }
    }
  }
  return begin;
}

/**
 * Seeds 003 and 004's keep window for session-memory compaction: the messages after the
 * last summarised point, expanded backward until they hold 10,000 tokens and 5 text
 * messages, stopping at 40,000, never across the last boundary, never splitting a
 * tool_use/tool_result pair or one message.id.
 *
 * @example
 * planSessionMemoryKeep({ index, entries, lastSummarizedEntry: 120, now: 140, floor: 0 }, config).keptTokens
 */
export function planSessionMemoryKeep(input: KeepInput, c: KeepConstants): SessionMemoryKeep {
  const { prefix, textPrefix } = input.index;
  const tokensFrom = (s: number): number => (prefix[input.now] ?? 0) - (prefix[s] ?? 0);
  const textFrom = (s: number): number => (textPrefix[input.now] ?? 0) - (textPrefix[s] ?? 0);
  let start = Math.min(Math.max(input.lastSummarizedEntry + 1, input.floor), input.now);
  while (start > input.floor) {
    const kept = tokensFrom(start);
    if (kept >= c.smMaxTokens) break;
    if (kept >= c.smMinTokens && textFrom(start) >= c.smMinTextBlockMessages) break;
    start -= 1;
  }
  start = keepPairsWhole(input, start);
  return { startEntry: start, keptTokens: tokensFrom(start), textMessages: textFrom(start) };
}
