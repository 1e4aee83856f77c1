import type { ApiCall, RecordedMicrocompaction } from "../model";
import type { PrunedOutput } from "./opencode-blocks";

/** What OpenCode sends in place of a pruned output (measured on 1.18.33). */
export const CLEARED_TOOL_OUTPUT = "[Old tool result content cleared]";
const CHARS_PER_TOKEN = 4;

export type PrunedAt = PrunedOutput & { entryIndex: number; line: number };

/**
 * OpenCode's prunes as the file records them, one recorded microcompaction per call they show
 * at: the client marks each output it clears with the time (`state.time.compacted`), between a
 * prompt's last response and the next prompt's first, so the outputs marked before a call (and
 * after the one before it) are one prune, seen first at that call; marked after the last call,
 * at the call count (the file ends before any request shows it). `tokensSaved` is what the
 * request lost: each output's estimate (round(characters / 4), OpenCode's) less the marker's.
 *
 * @example
 * recordedPrunes(pruned, calls) // [{ atCall: 3, compactedToolIds: ["call_1", "call_2"], trigger: "prune", ... }]
 */
export function recordedPrunes(
  pruned: readonly PrunedAt[],
  calls: readonly ApiCall[],
): RecordedMicrocompaction[] {
  const main = calls.filter((call) => call.index >= 0);
  const byCall = new Map<number, PrunedAt[]>();
  for (const output of pruned) {
    const next = main.find((call) => (call.timestamp ?? -Infinity) > output.compactedAt);
    const atCall = next?.index ?? main.length;
    byCall.set(atCall, [...(byCall.get(atCall) ?? []), output]);
  }
  const marker = Math.round(CLEARED_TOOL_OUTPUT.length / CHARS_PER_TOKEN);
  return [...byCall.entries()]
    .sort(([a], [b]) => a - b)
    .map(([atCall, outputs]) => {
      const first = outputs[0];
      const tokens = outputs.reduce((sum, o) => sum + Math.round(o.chars / CHARS_PER_TOKEN), 0);
      return {
        uuid: `opencode:prune:${atCall}`,
        line: first?.line ?? 0,
        entryIndex: first?.entryIndex ?? 0,
        source: "main",
        atCall,
        trigger: "prune",
        preTokens: null,
        tokensSaved: Math.max(0, tokens - marker * outputs.length),
        compactedToolIds: outputs.map((o) => o.toolUseId),
        clearedAttachmentUUIDs: [],
      };
    });
}
