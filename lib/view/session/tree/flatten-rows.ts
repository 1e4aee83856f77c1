import { isSidechainHead, type Forest } from "./build-forest";
import type { TreeNode } from "./decode-tree";

/** One visible line of the tree. */
export type TreeRow = {
  node: number;
  /** 0 for the main line; +1 per side branch or sidechain it sits in. */
  depth: number;
  /** Has indented rows under it that it can fold away. */
  isExpandable: boolean;
  isExpanded: boolean;
  /**
   * "branch k of n" when its parent has several children (a rewind, an edit, a retry); not
   * for the records of one turn (parallel tool calls and their results).
   */
  branch: { index: number; count: number } | null;
  /** Rows a collapsed node hides (its indented subtree). */
  hidden: number;
};

/**
 * Whether a node folds: it has children drawn one level deeper, that is side branches beside
 * its continuation, or (for a sidechain head) any child at all. Records of its own turn are
 * drawn at its depth and do not fold.
 */
function isExpandableNode(forest: Forest, id: number): boolean {
  const main = forest.continuation[id];
  return forest.children[id]!.some((kid) => kid !== main && !forest.isParallel[kid]);
}

/**
 * Sidechains start folded, unless the whole file is one (a subagent's own file), which would
 * leave a single row.
 */
export function defaultCollapsed(nodes: readonly TreeNode[], forest: Forest): Set<number> {
  const collapsed = new Set<number>();
  if (nodes.every((node) => node.isSidechain)) return collapsed;
  for (const node of nodes) {
    if (isSidechainHead(nodes, node) && forest.children[node.id]!.length > 0)
      collapsed.add(node.id);
  }
  return collapsed;
}

/**
 * The visible rows, depth first, children in file order. A linear chain stays at one depth
 * (a 20,000-message session is not 20,000 levels deep): only side branches and sidechains
 * indent. The conversation's continuation is drawn last, back at its parent's depth.
 *
 * @example
 * flattenRows(forest, new Set()).map((r) => r.depth) // [0, 0, 0] for a chain of three
 */
export function flattenRows(forest: Forest, collapsed: ReadonlySet<number>): TreeRow[] {
  const rows: TreeRow[] = [];
  const stack: { node: number; depth: number; branch: TreeRow["branch"] }[] = [];
  for (let r = forest.roots.length - 1; r >= 0; r--)
    stack.push({ node: forest.roots[r]!, depth: 0, branch: null });
  while (stack.length > 0) {
    const { node, depth, branch } = stack.pop()!;
    const kids = forest.children[node]!;
    const isExpandable = isExpandableNode(forest, node);
    const isExpanded = isExpandable && !collapsed.has(node);
    const main = forest.continuation[node]!;
    const hidden =
      isExpandable && !isExpanded
        ? kids.reduce(
            (sum, kid) => (kid === main || forest.isParallel[kid] ? sum : sum + forest.size[kid]!),
            0,
          )
        : 0;
    rows.push({ node, depth, isExpandable, isExpanded, branch, hidden });
    // Pushed in reverse so they pop in file order; the continuation is pushed first, drawn last.
    // A sidechain beside the conversation is a subagent's thread, not a rewind: no branch label.
    // Parallel tool calls and their results are one turn, drawn in file order at this depth;
    // the turn's continuation counts as one branch beside a real rewind from inside the turn.
    const branches = kids.filter(
      (kid) => !forest.isSidechainHead[kid] && (!forest.isParallel[kid] || kid === main),
    );
    const position = branches.length > 1 ? new Map(branches.map((kid, i) => [kid, i])) : null;
    const labelOf = (kid: number): TreeRow["branch"] => {
      const at = position?.get(kid);
      return at === undefined ? null : { index: at + 1, count: branches.length };
    };
    if (main !== -1) stack.push({ node: main, depth, branch: labelOf(main) });
    for (let k = kids.length - 1; k >= 0; k--) {
      const kid = kids[k]!;
      if (kid === main) continue;
      if (forest.isParallel[kid]) stack.push({ node: kid, depth, branch: null });
      else if (!isExpandable || isExpanded)
        stack.push({ node: kid, depth: depth + 1, branch: labelOf(kid) });
    }
  }
  return rows;
}
