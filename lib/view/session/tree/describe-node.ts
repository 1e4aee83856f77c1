import type { TreeBoundary } from "@/lib/contracts/tree-schema";
import { formatInteger } from "@/lib/view/format/format-number";
import type { TreeNode } from "./decode-tree";

export type NodeTone = "user" | "assistant" | "tool" | "system" | "attachment" | "other";

/** The badge of a row: what kind of record it is, in a word or two, and its colour. */
export function describeNode(node: TreeNode): { badge: string; tone: NodeTone } {
  if (node.isCompactSummary) return { badge: "summary", tone: "system" };
  if (node.type === "user" && node.tools.length > 0) return { badge: "tool result", tone: "tool" };
  if (node.type === "user") return { badge: node.isMeta ? "user (meta)" : "user", tone: "user" };
  if (node.type === "assistant")
    return { badge: node.tools.length > 0 ? "tool use" : "assistant", tone: "assistant" };
  if (node.type === "system")
    return { badge: node.subtype ? `system · ${node.subtype}` : "system", tone: "system" };
  if (node.type === "attachment")
    return {
      badge: node.attachmentType ? `attachment · ${node.attachmentType}` : "attachment",
      tone: "attachment",
    };
  return { badge: node.subtype ? `${node.type} · ${node.subtype}` : node.type, tone: "other" };
}

/**
 * A separator's words: "compacted: auto, 167,045 tokens" or "microcompacted: auto,
 * 12,000 tokens saved"; "unknown" when the record did not say.
 */
export function describeBoundary(boundary: TreeBoundary): string {
  const trigger = boundary.trigger ?? "trigger unknown";
  if (boundary.kind === "microcompact") {
    const saved =
      boundary.tokensSaved === null ? "" : `, ${formatInteger(boundary.tokensSaved)} tokens saved`;
    return `microcompacted: ${trigger}${saved}`;
  }
  const pre = boundary.preTokens === null ? "" : `, ${formatInteger(boundary.preTokens)} tokens`;
  return `compacted: ${trigger}${pre}`;
}

/** A row's name for screen readers and the search results. */
export function nodeLabel(node: TreeNode): string {
  const { badge } = describeNode(node);
  const tools = node.tools.length > 0 ? ` ${node.tools.join(", ")}` : "";
  return `${badge}${tools}, line ${node.line}`;
}
