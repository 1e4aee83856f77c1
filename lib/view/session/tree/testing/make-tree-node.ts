import type { TreeNode } from "../decode-tree";

/** A tree node with plain defaults: node `id` on line id + 1, parent as given. */
export function makeTreeNode(id: number, parent: number | null, fields: Partial<TreeNode> = {}) {
  const node: TreeNode = {
    id,
    line: id + 1,
    entry: id,
    parent,
    isParentMissing: false,
    type: "user",
    subtype: null,
    role: "user",
    attachmentType: null,
    tools: [],
    tokens: 10,
    isSidechain: false,
    isMeta: false,
    isCompactSummary: false,
    isCompactBoundary: false,
    source: "main",
    agentId: null,
    timestamp: null,
    uuidPrefix: `u${String(id).padStart(7, "0")}`,
    turn: id,
    ...fields,
  };
  return node;
}

/** Nodes from a parent list: `makeNodes([null, 0, 1, 1])` is a root, a child, two grandchildren. */
export function makeNodes(parents: (number | null)[]): TreeNode[] {
  return parents.map((parent, id) => makeTreeNode(id, parent));
}

/** A linear chain of n nodes, each the child of the one before. */
export function makeChain(n: number): TreeNode[] {
  return Array.from({ length: n }, (_, id) => makeTreeNode(id, id === 0 ? null : id - 1));
}
