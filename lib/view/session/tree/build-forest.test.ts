import { describe, expect, it } from "vitest";
import { buildForest } from "./build-forest";
import { makeChain, makeNodes, makeTreeNode } from "./testing/make-tree-node";

describe("buildForest", () => {
  it.each([
    ["a chain", [null, 0, 1], [0], [[1], [2], []]],
    ["a branch, children in file order", [null, 0, 0, 1], [0], [[1, 2], [3], [], []]],
    ["two roots", [null, 0, null], [0, 2], [[1], [], []]],
    ["a parent later in the file", [2, 0, null], [2], [[1], [], [0]]],
  ])("%s", (_name, parents, roots, children) => {
    const forest = buildForest(makeNodes(parents));
    expect([forest.roots, forest.children]).toEqual([roots, children]);
  });

  it("makes an orphan a root flagged 'parent not in file'", () => {
    const nodes = [makeTreeNode(0, null), makeTreeNode(1, null, { isParentMissing: true })];
    expect(buildForest(nodes)).toMatchObject({ roots: [0, 1], isOrphan: [false, true] });
  });

  it("cuts a cycle (a corrupt file) at its first node so every node is reached", () => {
    const forest = buildForest(makeNodes([null, 2, 1]));
    expect([forest.roots, forest.isOrphan, forest.children]).toEqual([
      [0, 1],
      [false, true, false],
      [[], [2], []],
    ]);
  });

  it.each([
    ["the larger subtree continues", [null, 0, 0, 2], 2],
    ["the later child on a tie (a rewind's new branch)", [null, 0, 0], 2],
  ])("continuation: %s", (_name, parents, expected) => {
    expect(buildForest(makeNodes(parents)).continuation[0]).toBe(expected);
  });

  it("indents a whole sidechain: it never continues the main line, nor does its head", () => {
    const nodes = [
      makeTreeNode(0, null),
      makeTreeNode(1, 0, { isSidechain: true }),
      makeTreeNode(2, 1, { isSidechain: true }),
    ];
    const forest = buildForest(nodes);
    expect([forest.continuation[0], forest.continuation[1], forest.continuation[2]]).toEqual([
      -1, -1, -1,
    ]);
  });

  it("hangs a 1.0.x inline sidechain (null parentUuid) from the main record before it", () => {
    const nodes = [
      makeTreeNode(0, null),
      makeTreeNode(1, null, { isSidechain: true }),
      makeTreeNode(2, 1, { isSidechain: true }),
      makeTreeNode(3, 0),
    ];
    const forest = buildForest(nodes);
    expect([forest.roots, forest.children[0], [...forest.parent]]).toEqual([
      [0],
      [1, 3],
      [-1, 0, 1, 0],
    ]);
    expect(forest.continuation[0]).toBe(3);
  });

  it("keeps a file's leading sidechain (a subagent file) a root", () => {
    const nodes = [
      makeTreeNode(0, null, { isSidechain: true }),
      makeTreeNode(1, 0, { isSidechain: true }),
    ];
    expect(buildForest(nodes).roots).toEqual([0]);
  });

  it("counts subtree sizes", () => {
    expect([...buildForest(makeNodes([null, 0, 0, 2])).size]).toEqual([4, 1, 2, 1]);
  });

  it("handles a 50,000-record chain without recursion", () => {
    const forest = buildForest(makeChain(50_000));
    expect([forest.roots, forest.size[0], forest.continuation[49_998]]).toEqual([
      [0],
      50_000,
      49_999,
    ]);
  });

  it("does not mutate its input", () => {
    const nodes = makeNodes([null, 2, 1]);
    const before = JSON.stringify(nodes);
    buildForest(nodes);
    expect(JSON.stringify(nodes)).toBe(before);
  });
});
