import type { Forest } from "./build-forest";
import type { TreeNode } from "./decode-tree";
import type { TreeRow } from "./flatten-rows";

const LINE_QUERY = /^(?:l|line\s*)?(\d+)$/;

/** The metadata a query is matched against: no content, which the tree never holds. */
function textOf(node: TreeNode): string {
  return [node.type, node.subtype, node.role, node.attachmentType, node.agentId, ...node.tools]
    .filter((value): value is string => value !== null)
    .join("\u0000")
    .toLowerCase();
}

/**
 * Nodes a query matches, in file order: a number (or "L123") is a file line; otherwise the
 * query is found in the type, subtype, role, attachment type, agent id or a tool name, or
 * starts the uuid (the tree keeps its first 8 characters, so a longer query matches on those).
 *
 * @example
 * matchNodes(nodes, "bash") // every record that uses or answers a Bash tool
 */
export function matchNodes(nodes: readonly TreeNode[], query: string): number[] {
  const q = query.trim().toLowerCase();
  if (q === "") return [];
  const line = LINE_QUERY.exec(q);
  const matches: number[] = [];
  for (const node of nodes) {
    const uuid = node.uuidPrefix.toLowerCase();
    const isMatch =
      (line !== null && node.line === Number(line[1])) ||
      (uuid.length > 0 && (uuid.startsWith(q) || q.startsWith(uuid))) ||
      textOf(node).includes(q);
    if (isMatch) matches.push(node.id);
  }
  return matches;
}

/**
 * The collapsed set with every ancestor of the given nodes unfolded, so each one is a visible
 * row. Each ancestor is walked once, however many matches share it.
 */
export function revealNodes(
  nodes: readonly TreeNode[],
  forest: Forest,
  collapsed: ReadonlySet<number>,
  ids: readonly number[],
): Set<number> {
  const next = new Set(collapsed);
  if (next.size === 0) return next;
  const walked = new Uint8Array(nodes.length);
  for (const id of ids) {
    let at: number | null = id;
    while (at !== null && !walked[at]) {
      walked[at] = 1;
      next.delete(at);
      const up: number = forest.parent[at]!;
      at = up === -1 ? null : up;
    }
  }
  return next;
}

/** Row positions of the matches, top to bottom, for "n matches" and next/previous. */
export function matchRows(rows: readonly TreeRow[], matches: readonly number[]): number[] {
  const wanted = new Set(matches);
  const positions: number[] = [];
  rows.forEach((row, index) => {
    if (wanted.has(row.node)) positions.push(index);
  });
  return positions;
}
