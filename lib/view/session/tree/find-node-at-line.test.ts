import { describe, expect, it } from "vitest";
import { findNodeAtLine } from "./find-node-at-line";
import { makeTreeNode } from "./testing/make-tree-node";

const nodes = [3, 5, 9].map((line, id) => makeTreeNode(id, null, { line }));

describe("findNodeAtLine", () => {
  it.each([
    ["the node on that line", 5, 1],
    ["the last node before a line the tree skips", 8, 1],
    ["the last node past the end", 100, 2],
    ["the first node before them all", 1, 0],
  ])("finds %s", (_name, line, expected) => {
    expect(findNodeAtLine(nodes, line)).toBe(expected);
  });

  it("answers null for an empty tree", () => {
    expect(findNodeAtLine([], 4)).toBeNull();
  });
});
