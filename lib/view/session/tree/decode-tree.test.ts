import { describe, expect, it } from "vitest";
import type { TreePayload } from "@/lib/contracts/tree-schema";
import { decodeTree } from "./decode-tree";

/** Three records: a root, its child with a Bash tool, an orphan sidechain without a timestamp. */
const payload: TreePayload = {
  id: "t",
  nodeCount: 3,
  skipped: 1,
  kinds: [["user", null, "user", null]],
  sources: [
    ["main", null],
    ["agent:a1", "a1"],
  ],
  toolSets: [["Bash"]],
  columns: {
    line: [2, 1, 5],
    entry: [1, 1, 1],
    parent: [0, 1, 0],
    kind: [0, 0, 0],
    source: [0, 0, 1],
    tools: [0, 1, 0],
    tokens: [5, 6, 7],
    flags: [0, 2, 1 | 16],
    time: [1_000, 500, null],
    uuid: ["aaaaaaaa", "bbbbbbbb", "cccccccc"],
    turn: [0, 1, 0],
  },
  boundaries: [],
};

describe("decodeTree", () => {
  it("undoes the deltas: lines, entries, parents and timestamps", () => {
    const { nodes } = decodeTree(payload);
    expect(nodes.map((n) => [n.line, n.entry, n.parent, n.timestamp])).toEqual([
      [2, 1, null, 1_000],
      [3, 2, 0, 1_500],
      [8, 3, null, null],
    ]);
  });

  it("reads the tables and the flags", () => {
    const [, child, orphan] = decodeTree(payload).nodes;
    expect([child?.tools, child?.isMeta, orphan?.agentId]).toEqual([["Bash"], true, "a1"]);
    expect([orphan?.isSidechain, orphan?.isParentMissing, orphan?.isCompactBoundary]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
