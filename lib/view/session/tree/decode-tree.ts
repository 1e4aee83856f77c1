import { TREE_FLAGS, type TreeBoundary, type TreePayload } from "@/lib/contracts/tree-schema";

/** One record of the message tree, as the preparers and the component read it. */
export type TreeNode = {
  /** Position in file order (the node number of the payload). */
  id: number;
  line: number;
  entry: number;
  /** Parent node from parentUuid, null for a root. */
  parent: number | null;
  isParentMissing: boolean;
  type: string;
  subtype: string | null;
  role: string | null;
  attachmentType: string | null;
  tools: readonly string[];
  tokens: number;
  isSidechain: boolean;
  isMeta: boolean;
  isCompactSummary: boolean;
  isCompactBoundary: boolean;
  source: string;
  agentId: string | null;
  timestamp: number | null;
  uuidPrefix: string;
  /** First node of its turn (itself unless it continues an assistant message's tool calls). */
  turn: number;
};

export type TreeData = {
  nodes: TreeNode[];
  boundaries: ReadonlyMap<number, TreeBoundary>;
  skipped: number;
};

const NO_TOOLS: readonly string[] = [];

/**
 * Undoes the payload's columns and deltas (lib/contracts/tree-schema.ts). The payload has been
 * parsed by its schema, which checks lengths and table indices, so every lookup resolves.
 */
export function decodeTree(payload: TreePayload): TreeData {
  const c = payload.columns;
  const nodes: TreeNode[] = new Array(payload.nodeCount);
  let line = 0;
  let entry = 0;
  let time = 0;
  for (let i = 0; i < payload.nodeCount; i++) {
    line += c.line[i]!;
    entry += c.entry[i]!;
    const delta = c.time[i]!;
    if (delta !== null) time += delta;
    const [type, subtype, role, attachmentType] = payload.kinds[c.kind[i]!]!;
    const [source, agentId] = payload.sources[c.source[i]!]!;
    const flags = c.flags[i]!;
    const parentOffset = c.parent[i]!;
    nodes[i] = {
      id: i,
      line,
      entry,
      parent: parentOffset === 0 ? null : i - parentOffset,
      isParentMissing: (flags & TREE_FLAGS.parentMissing) !== 0,
      type,
      subtype,
      role,
      attachmentType,
      tools: c.tools[i] === 0 ? NO_TOOLS : payload.toolSets[c.tools[i]! - 1]!,
      tokens: c.tokens[i]!,
      isSidechain: (flags & TREE_FLAGS.sidechain) !== 0,
      isMeta: (flags & TREE_FLAGS.meta) !== 0,
      isCompactSummary: (flags & TREE_FLAGS.compactSummary) !== 0,
      isCompactBoundary: (flags & TREE_FLAGS.compactBoundary) !== 0,
      source,
      agentId,
      timestamp: delta === null ? null : time,
      uuidPrefix: c.uuid[i]!,
      turn: i - c.turn[i]!,
    };
  }
  const boundaries = new Map(payload.boundaries.map((b) => [b.node, b]));
  return { nodes, boundaries, skipped: payload.skipped };
}
