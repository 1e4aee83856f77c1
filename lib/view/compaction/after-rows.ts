import { sumTokens, type PostCompactItem } from "../../compaction/replay/compaction-facts";
import { shortenPath } from "../format/shorten-path";

export type AfterRow = {
  key: string;
  kind: PostCompactItem["kind"];
  label: string;
  /** The restored file's path, or the skill/attachment's name; "" when none. */
  detail: string;
  /** `detail` for a narrow column: a path keeps its last segments (the file name shows). */
  shortDetail: string;
  tokens: number;
  /** Fraction of the post-compact total (0 when the total is 0). */
  share: number;
  /** The share to one decimal: a 40-token boundary reads 0.4%, not 0%. */
  shareLabel: string;
};

const LABELS: Record<PostCompactItem["kind"], string> = {
  boundary: "Compact boundary",
  summary: "Summary",
  "kept-messages": "Kept messages",
  file: "Restored file",
  todos: "Todos",
  plan: "Plan",
  skill: "Skill",
  attachment: "Attachment",
  "base-overhead": "System prompt and tools",
  unattributed: "Unattributed",
};

/** Why an item is there, for the row's title (what the engine counts under it). */
export const AFTER_KIND_HINTS: Partial<Record<PostCompactItem["kind"], string>> = {
  "base-overhead": "The session's measured base overhead: system prompt and tool definitions",
  unattributed:
    "What the next call counted beyond the records and the base overhead: restored context the file does not show",
  "kept-messages": "Messages the API sees besides the summary",
};

/**
 * The post-compact context item by item, in the engine's order, with each item's share and
 * the total. The total is the engine's: the items add up to `tokensAfter` exactly.
 *
 * @example
 * toAfterRows([{ kind: "summary", tokens: 3000 }, { kind: "boundary", tokens: 1000 }]).total // 4000
 */
export function toAfterRows(items: readonly PostCompactItem[]): {
  rows: AfterRow[];
  total: number;
} {
  const total = sumTokens(items);
  const rows = items.map((item, i) => {
    const share = total === 0 ? 0 : item.tokens / total;
    return {
      key: `${i}-${item.kind}`,
      kind: item.kind,
      label: LABELS[item.kind],
      detail: "path" in item ? item.path : "name" in item ? (item.name ?? "") : "",
      shortDetail:
        "path" in item ? shortenPath(item.path, 3) : "name" in item ? (item.name ?? "") : "",
      tokens: item.tokens,
      share,
      shareLabel: `${(share * 100).toFixed(1)}%`,
    };
  });
  return { rows, total };
}
