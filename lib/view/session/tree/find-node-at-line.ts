import type { TreeNode } from "./decode-tree";

/**
 * The node on a file line, or the last one before it (a call's line may be a record the tree
 * skips); the first node when the line comes before them all, null for an empty tree.
 * Nodes are in file order, so this is a binary search.
 */
export function findNodeAtLine(nodes: readonly TreeNode[], line: number): number | null {
  if (nodes.length === 0) return null;
  let low = 0;
  let high = nodes.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (nodes[mid]!.line <= line) low = mid;
    else high = mid - 1;
  }
  return nodes[low]!.id;
}
