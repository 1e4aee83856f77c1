import type { PostCompactItem } from "./compaction-facts";

export type ReplacedSummary = {
  /** The post-compact items with the summary's tokens replaced: they still add up, shifted by `shift`. */
  items: PostCompactItem[];
  /** New summary tokens minus the recorded summary's: what the context after the compaction gains. */
  shift: number;
};

/**
 * The post-compact context of a recorded compaction had its summary been `tokens` tokens
 * instead (the counterfactual of a summary variant): the recorded items minus the recorded summary plus the
 * new one, everything else (boundary, restored files, base overhead, unattributed) as
 * recorded. Without a summary item the new summary is added after the boundary. Pure: returns
 * new items, never edits the given ones.
 *
 * @example
 * replaceSummary([{ kind: "boundary", tokens: 10 }, { kind: "summary", tokens: 2_000 }], 5_000).shift // 3_000
 */
export function replaceSummary(items: readonly PostCompactItem[], tokens: number): ReplacedSummary {
  const recorded = items
    .filter((item) => item.kind === "summary")
    .reduce((sum, i) => sum + i.tokens, 0);
  const summary: PostCompactItem = { kind: "summary", tokens };
  const rest = items.filter((item) => item.kind !== "summary");
  const at = items.findIndex((item) => item.kind === "summary");
  const insertAt = at >= 0 ? at : rest.findIndex((item) => item.kind === "boundary") + 1;
  const replaced = [...rest.slice(0, insertAt), summary, ...rest.slice(insertAt)];
  return { items: replaced.filter((item) => item.tokens > 0), shift: tokens - recorded };
}
