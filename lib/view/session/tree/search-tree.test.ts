import { describe, expect, it } from "vitest";
import { buildForest } from "./build-forest";
import { flattenRows } from "./flatten-rows";
import { matchNodes, matchRows, revealNodes } from "./search-tree";
import { makeChain, makeTreeNode } from "./testing/make-tree-node";

const nodes = [
  makeTreeNode(0, null, { uuidPrefix: "a1b2c3d4" }),
  makeTreeNode(1, 0, { type: "assistant", role: "assistant", tools: ["Bash"], line: 7 }),
  makeTreeNode(2, 1, { tools: ["Bash"], line: 12 }),
  makeTreeNode(3, null, { type: "system", subtype: "compact_boundary", role: null, line: 20 }),
  makeTreeNode(4, null, { isSidechain: true, agentId: "agent-7f", line: 21 }),
  makeTreeNode(5, 4, {
    isSidechain: true,
    type: "assistant",
    role: "assistant",
    tools: ["Grep"],
    line: 22,
  }),
];

describe("matchNodes", () => {
  it.each([
    ["a tool name, any case", "bash", [1, 2]],
    ["a type", "assistant", [1, 5]],
    ["a subtype", "compact", [3]],
    ["an agent id", "agent-7f", [4]],
    ["a file line", "12", [2]],
    ["a file line written L12", "L12", [2]],
    ["a uuid prefix", "a1b2", [0]],
    ["a full uuid, on its first 8 characters", "a1b2c3d4-9999-4000-8000-000000000000", [0]],
    ["nothing for blank", "  ", []],
  ])("finds %s", (_name, query, expected) => {
    expect(matchNodes(nodes, query)).toEqual(expected);
  });
});

describe("revealNodes", () => {
  it("unfolds the ancestors of a match inside a folded sidechain, and only those", () => {
    const forest = buildForest(nodes);
    const collapsed = new Set([4, 0]);
    const next = revealNodes(nodes, forest, collapsed, matchNodes(nodes, "grep"));
    expect([...next]).toEqual([0]);
    expect(flattenRows(forest, next).map((r) => r.node)).toContain(5);
    expect([...collapsed]).toEqual([4, 0]);
  });

  it("walks a shared 50,000-record ancestry once, not once per match", () => {
    const chain = makeChain(50_000);
    const forest = buildForest(chain);
    const started = performance.now();
    revealNodes(
      chain,
      forest,
      new Set([0]),
      chain.map((n) => n.id),
    );
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe("matchRows", () => {
  it("gives the row positions of the matches, top to bottom", () => {
    const rows = flattenRows(buildForest(nodes), new Set());
    expect(matchRows(rows, [5, 1])).toEqual([1, 5]);
  });
});
