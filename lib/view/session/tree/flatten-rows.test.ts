import { describe, expect, it } from "vitest";
import { buildForest } from "./build-forest";
import { defaultCollapsed, flattenRows, type TreeRow } from "./flatten-rows";
import { makeChain, makeNodes, makeTreeNode } from "./testing/make-tree-node";

const brief = (rows: TreeRow[]) =>
  rows.map(
    (r) =>
      `${r.node}@${r.depth}${r.branch ? ` ${r.branch.index}/${r.branch.count}` : ""}${r.isExpandable ? (r.isExpanded ? " -" : ` +${r.hidden}`) : ""}`,
  );

describe("flattenRows", () => {
  it.each([
    ["a linear chain stays at one depth", [null, 0, 1, 2], ["0@0", "1@0", "2@0", "3@0"]],
    [
      "a rewind: the abandoned branch indents, the continuation stays on the main line",
      [null, 0, 0, 2, 3],
      ["0@0 -", "1@1 1/2", "2@0 2/2", "3@0", "4@0"],
    ],
    [
      "three retries: two side branches, then the continuation",
      [null, 0, 0, 0, 3],
      ["0@0 -", "1@1 1/3", "2@1 2/3", "3@0 3/3", "4@0"],
    ],
    ["roots in file order", [null, 0, null, 2], ["0@0", "1@0", "2@0", "3@0"]],
  ])("%s", (_name, parents, expected) => {
    expect(brief(flattenRows(buildForest(makeNodes(parents)), new Set()))).toEqual(expected);
  });

  it("folds a branch point's side branches and keeps its continuation", () => {
    const forest = buildForest(makeNodes([null, 0, 1, 0, 3, 4]));
    expect(brief(flattenRows(forest, new Set([0])))).toEqual(["0@0 +2", "3@0 2/2", "4@0", "5@0"]);
  });

  it("folds a 1.0.x inline sidechain by default, under the record that started it", () => {
    const nodes = [
      makeTreeNode(0, null),
      makeTreeNode(1, 0),
      makeTreeNode(2, null, { isSidechain: true }),
      makeTreeNode(3, 2, { isSidechain: true }),
      makeTreeNode(4, 3, { isSidechain: true }),
    ];
    const forest = buildForest(nodes);
    const collapsed = defaultCollapsed(nodes, forest);
    expect(brief(flattenRows(forest, collapsed))).toEqual(["0@0", "1@0 -", "2@1 +2"]);
    expect(brief(flattenRows(forest, new Set()))).toEqual(["0@0", "1@0 -", "2@1 -", "3@2", "4@2"]);
  });

  it("labels a sidechain beside a rewind as neither branch", () => {
    const nodes = [
      makeTreeNode(0, null),
      makeTreeNode(1, null, { isSidechain: true }),
      makeTreeNode(2, 0),
      makeTreeNode(3, 0),
    ];
    const rows = flattenRows(buildForest(nodes), new Set());
    expect(brief(rows)).toEqual(["0@0 -", "1@1", "2@1 1/2", "3@0 2/2"]);
  });

  it("leaves a file that is all sidechain (a subagent's own file) unfolded", () => {
    const nodes = [
      makeTreeNode(0, null, { isSidechain: true }),
      makeTreeNode(1, 0, { isSidechain: true }),
    ];
    expect(defaultCollapsed(nodes, buildForest(nodes)).size).toBe(0);
  });

  // Parallel tool calls in 2.1: user 0; assistant records 1 and 2 of one message (tool uses
  // t1, t2); result 3 answers t1 (parent 1), result 4 answers t2 (parent 2); assistant 5 goes on.
  const parallel = (extra: number[] = []) =>
    [
      makeTreeNode(0, null),
      makeTreeNode(1, 0, { type: "assistant", turn: 1 }),
      makeTreeNode(2, 1, { type: "assistant", turn: 1 }),
      makeTreeNode(3, 1, { turn: 1 }),
      makeTreeNode(4, 2, { turn: 1 }),
      makeTreeNode(5, 4, { type: "assistant" }),
    ].concat(extra.map((parent, k) => makeTreeNode(6 + k, parent)));

  it.each<[string, number[], string[]]>([
    [
      "shows parallel tool calls and their results as one turn, not branches",
      [],
      ["0@0", "1@0", "3@0", "2@0", "4@0", "5@0"],
    ],
    [
      "keeps a real rewind inside a turn as a branch beside it",
      [1],
      ["0@0", "1@0 -", "3@0", "6@1 2/2", "2@0 1/2", "4@0", "5@0"],
    ],
  ])("%s", (_name, extra, expected) => {
    expect(brief(flattenRows(buildForest(parallel(extra)), new Set()))).toEqual(expected);
  });

  it("folds a turn's side branch but keeps the turn's own records visible", () => {
    const forest = buildForest(parallel([1]));
    expect(brief(flattenRows(forest, new Set([1])))).toEqual([
      "0@0",
      "1@0 +1",
      "3@0",
      "2@0 1/2",
      "4@0",
      "5@0",
    ]);
  });

  it("flattens a 50,000-record chain at depth 0 without recursion", () => {
    const rows = flattenRows(buildForest(makeChain(50_000)), new Set());
    expect([rows.length, Math.max(...rows.map((r) => r.depth))]).toEqual([50_000, 0]);
  });
});
