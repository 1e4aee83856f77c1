import type { TreeBoundary } from "@/lib/contracts/tree-schema";
import { ENCRYPTED_SUMMARY_REASON } from "@/lib/contracts/summary-source";
import { formatInteger } from "@/lib/view/format/format-number";
import type { TreeData, TreeNode } from "@/lib/view/session/tree/decode-tree";

export type Speaker = "user" | "assistant" | "tool-result" | "system";

/** A compaction boundary's figures, as the separator prints them. */
export type SeparatorFigure = { label: string; value: string };

export type ConversationRow =
  | {
      kind: "message";
      node: number;
      line: number;
      speaker: Speaker;
      /** "User", "Assistant", "Tool result · Bash", "System · api_error". */
      title: string;
      /** "Subagent a1b2c3" for a sidechain, null on the main thread. */
      thread: string | null;
      isMeta: boolean;
      timestamp: number | null;
    }
  | {
      kind: "separator";
      node: number;
      line: number;
      /** "Compacted (auto)", "Microcompacted (auto)", "Compact summary". */
      title: string;
      figures: SeparatorFigure[];
      /**
       * A summary's text is read from its record and folded; a Claude Code boundary has none,
       * a Codex one may hold its summary.
       */
      hasText: boolean;
      /** A boundary (counted as a compaction), not a compact summary's own record. */
      isBoundary: boolean;
      /** A sentence shown unfolded: why the summary cannot be shown, when it cannot. */
      note: string | null;
      thread: string | null;
    };

/** Record types a person reads in a conversation; progress, snapshots and attachments are plumbing. */
const READ_TYPES = new Set(["user", "assistant", "system"]);

/** The figures the record states; one it does not state is left out, never shown as 0. */
function figures(pairs: [label: string, value: number | null][]): SeparatorFigure[] {
  return pairs.flatMap(([label, value]) =>
    value === null ? [] : [{ label, value: `${formatInteger(value)} tokens` }],
  );
}

/** A boundary's title and figures: trigger, tokens before and after, or tokens saved. */
export function toSeparator(boundary: TreeBoundary): { title: string; figures: SeparatorFigure[] } {
  const trigger = boundary.trigger ?? "trigger unknown";
  if (boundary.kind === "microcompact")
    return {
      title: `Microcompacted (${trigger})`,
      figures: figures([
        ["Before", boundary.preTokens],
        ["Saved", boundary.tokensSaved],
      ]),
    };
  return {
    title: `Compacted (${trigger})`,
    figures: figures([
      ["Before", boundary.preTokens],
      ["After", boundary.postTokens],
    ]),
  };
}

function threadOf(node: TreeNode): string | null {
  if (!node.isSidechain && node.agentId === null) return null;
  return node.agentId === null ? "Sidechain" : `Subagent ${node.agentId}`;
}

function speakerOf(node: TreeNode): { speaker: Speaker; title: string } {
  if (node.type === "assistant") return { speaker: "assistant", title: "Assistant" };
  if (node.type === "system")
    return { speaker: "system", title: node.subtype ? `System · ${node.subtype}` : "System" };
  if (node.tools.length > 0)
    return { speaker: "tool-result", title: `Tool result · ${node.tools.join(", ")}` };
  return { speaker: "user", title: node.isMeta ? "User (meta)" : "User" };
}

/**
 * A row's content is its line's record, read whole: a second entry of one line (OpenCode's
 * tool results, which its assistant message's line holds) would show the same message again.
 */
function isSameLineAsLastRow(rows: readonly ConversationRow[], node: TreeNode): boolean {
  const last = rows.at(-1);
  return last?.kind === "message" && last.line === node.line;
}

/**
 * The conversation's rows in file order: each message a person reads, and compaction
 * boundaries and compact summaries as separators with their figures. The tree's metadata is
 * enough to lay them out; each row's content is fetched when it scrolls into view.
 *
 * @example
 * toConversationRows(decodeTree(payload)).map((r) => r.kind) // ["message", "separator", ...]
 */
export function toConversationRows({ nodes, boundaries }: TreeData): ConversationRow[] {
  const rows: ConversationRow[] = [];
  for (const node of nodes) {
    const boundary = boundaries.get(node.id);
    const thread = threadOf(node);
    if (boundary !== undefined) {
      rows.push({
        kind: "separator",
        node: node.id,
        line: node.line,
        thread,
        hasText: boundary.summary === "text",
        isBoundary: true,
        note: boundary.summary === "encrypted" ? ENCRYPTED_SUMMARY_REASON : null,
        ...toSeparator(boundary),
      });
    } else if (node.isCompactSummary) {
      rows.push({
        kind: "separator",
        node: node.id,
        line: node.line,
        thread,
        title: "Compact summary",
        figures: [],
        hasText: true,
        isBoundary: false,
        note: null,
      });
    } else if (READ_TYPES.has(node.type) && !isSameLineAsLastRow(rows, node)) {
      rows.push({
        kind: "message",
        node: node.id,
        line: node.line,
        thread,
        isMeta: node.isMeta,
        timestamp: node.timestamp,
        ...speakerOf(node),
      });
    }
  }
  return rows;
}

/**
 * The row on a file line, or the last one before it (a call's line may be a record the
 * conversation skips); the first row when the line comes before them all, null when empty.
 */
export function findRowAtLine(rows: readonly ConversationRow[], line: number): number | null {
  if (rows.length === 0) return null;
  let low = 0;
  let high = rows.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (rows[mid]!.line <= line) low = mid;
    else high = mid - 1;
  }
  return low;
}
