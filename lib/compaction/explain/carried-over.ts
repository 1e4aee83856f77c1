import type { PostCompactItem } from "../replay/compaction-facts";

const NOTHING_CARRIED = {
  previousSummary: 0,
  restoredFiles: 0,
  restoredAttachments: 0,
  systemPromptAndTools: 0,
  /** Messages written after the boundary and sent with the first call after it. */
  keptMessages: 0,
  /** What that call counted beyond its records and the base overhead (restored context the file does not show). */
  restoredNotInFile: 0,
};

export type CarriedCategory = keyof typeof NOTHING_CARRIED;

/**
 * What a compaction left in the context, by category, and their total: the previous
 * compaction's "after" figure (the input of the first call after it), which the next stretch
 * starts from. All 0 before a first compaction, and when no call followed the previous one.
 */
export type CarriedOver = Record<CarriedCategory, number> & { total: number };

const CATEGORY_OF: Record<PostCompactItem["kind"], CarriedCategory> = {
  boundary: "previousSummary",
  summary: "previousSummary",
  "kept-messages": "keptMessages",
  file: "restoredFiles",
  todos: "restoredAttachments",
  plan: "restoredAttachments",
  skill: "restoredAttachments",
  attachment: "restoredAttachments",
  "base-overhead": "systemPromptAndTools",
  unattributed: "restoredNotInFile",
};

/**
 * A recorded compaction's post-compact items as carried-over categories; they add up to its
 * `tokensAfter` as the items do.
 *
 * @example
 * carriedOver([{ kind: "summary", tokens: 3_000 }, { kind: "base-overhead", tokens: 20_000 }])
 * // { previousSummary: 3_000, systemPromptAndTools: 20_000, ..., total: 23_000 }
 */
export function carriedOver(items: readonly PostCompactItem[]): CarriedOver {
  const carried = { ...NOTHING_CARRIED, total: 0 };
  for (const item of items) {
    carried[CATEGORY_OF[item.kind]] += item.tokens;
    carried.total += item.tokens;
  }
  return carried;
}
