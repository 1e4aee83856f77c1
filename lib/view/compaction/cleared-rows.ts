import type { ClearedToolResult } from "../../compaction/replay/compaction-facts";
import type { TranscriptModel } from "../../transcript/model";

export type ClearedRow = {
  toolUseId: string;
  tool: string;
  /** 1-based file line of the record holding the result. */
  line: number | null;
  tokens: number;
};

/**
 * The tool results microcompaction had cleared before a compaction, oldest first, named by
 * their tool (`model.toolPairs`) and placed by line.
 *
 * @example
 * toClearedRows(model, facts.cleared, toolNamesById(model)).map((r) => r.tool) // ["Read", "Bash"]
 */
export function toClearedRows(
  model: TranscriptModel,
  cleared: readonly ClearedToolResult[],
  toolOf: ReadonlyMap<string, string>,
): ClearedRow[] {
  return cleared.map((c) => ({
    toolUseId: c.toolUseId,
    tool: toolOf.get(c.toolUseId) ?? "unknown tool",
    line: model.entries[c.entry]?.line ?? null,
    tokens: c.tokens,
  }));
}
