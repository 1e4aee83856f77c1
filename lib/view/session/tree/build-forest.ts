import type { TreeNode } from "./decode-tree";

export type Forest = {
  /** Nodes without a parent in the file, in file order. */
  roots: number[];
  /** Children of each node, in file order. */
  children: number[][];
  /** Whether a node is a root only because its parent is missing (or closed a cycle). */
  isOrphan: boolean[];
  /**
   * Parent as drawn, -1 for a root: parentUuid's, except that a 1.0.x inline sidechain (a
   * sidechain record with a null parentUuid) hangs from the main record just before it, the
   * Task call that started it, instead of trailing after the whole conversation.
   */
  parent: Int32Array;
  /** A subagent's first record: drawn indented and folded, never counted as a branch. */
  isSidechainHead: boolean[];
  /**
   * A record of its parent's turn (parallel tool calls of one assistant message and their
   * results): drawn beside its parent, never counted as a branch.
   */
  isParallel: boolean[];
  /** Descendants of each node, itself included. */
  size: Int32Array;
  /**
   * The child that carries the conversation on at its parent's depth: the largest subtree,
   * the later one on ties (a rewind's new branch comes later in the file); -1 when none, and
   * for a sidechain head, whose whole subtree is indented so it can fold away.
   */
  continuation: Int32Array;
};

/** A subagent's first record on a thread of its own: its parent is absent or not a sidechain. */
export function isSidechainHead(nodes: readonly TreeNode[], node: TreeNode): boolean {
  if (!node.isSidechain) return false;
  return node.parent === null || nodes[node.parent]?.isSidechain !== true;
}

/**
 * The parentUuid forest. Orphans (parent named but not in the file) become roots so a
 * fragment still renders; a cycle, which only a corrupt file has, is cut at its first node.
 * Iterative throughout: a 50,000-record chain is as deep as it is long.
 *
 * @example
 * buildForest(makeNodes([null, 0, 0])).children[0] // [1, 2]
 */
export function buildForest(nodes: readonly TreeNode[]): Forest {
  const n = nodes.length;
  const children: number[][] = Array.from({ length: n }, () => []);
  const isOrphan = nodes.map((node) => node.isParentMissing);
  const roots: number[] = [];
  const parent = new Int32Array(n).fill(-1);
  let lastMain = -1;
  for (const node of nodes) {
    const host = node.parent ?? (node.isSidechain && !node.isParentMissing ? lastMain : -1);
    if (!node.isSidechain) lastMain = node.id;
    parent[node.id] = host;
    if (host === -1) roots.push(node.id);
    else children[host]!.push(node.id);
  }
  const preorder: number[] = [];
  const seen = new Uint8Array(n);
  const visit = (root: number) => {
    const stack = [root];
    while (stack.length > 0) {
      const id = stack.pop()!;
      seen[id] = 1;
      preorder.push(id);
      const kids = children[id]!;
      for (let k = kids.length - 1; k >= 0; k--) stack.push(kids[k]!);
    }
  };
  for (const root of roots) visit(root);
  // Whatever no root reached sits on a cycle: cut the first such node loose from its parent.
  for (let id = 0; id < n && preorder.length < n; id++) {
    if (seen[id]) continue;
    const cut = parent[id]!;
    children[cut] = children[cut]!.filter((child) => child !== id);
    parent[id] = -1;
    isOrphan[id] = true;
    roots.push(id);
    visit(id);
  }
  roots.sort((a, b) => a - b);

  const size = new Int32Array(n).fill(1);
  for (let k = preorder.length - 1; k >= 0; k--) {
    const id = preorder[k]!;
    if (parent[id] !== -1) size[parent[id]!]! += size[id]!;
  }
  const continuation = new Int32Array(n).fill(-1);
  for (let id = 0; id < n; id++) {
    if (isSidechainHead(nodes, nodes[id]!)) continue;
    for (const child of children[id]!) {
      // A subagent's thread never carries the main conversation on.
      if (isSidechainHead(nodes, nodes[child]!)) continue;
      const best = continuation[id]!;
      if (best === -1 || size[child]! >= size[best]!) continuation[id] = child;
    }
  }
  const heads = nodes.map((node) => isSidechainHead(nodes, node));
  const isParallel = nodes.map((node) => {
    const host = parent[node.id]!;
    return host !== -1 && !heads[node.id] && nodes[host]!.turn === node.turn;
  });
  return {
    roots,
    children,
    isOrphan,
    parent,
    isSidechainHead: heads,
    isParallel,
    size,
    continuation,
  };
}
