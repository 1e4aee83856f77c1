import { describe, expect, it } from "vitest";
import type { TreeRow } from "./flatten-rows";
import { treeKeyAction } from "./tree-keys";

const row = (node: number, depth: number, fold?: "open" | "shut"): TreeRow => ({
  node,
  depth,
  isExpandable: fold !== undefined,
  isExpanded: fold === "open",
  branch: null,
  hidden: 0,
});
// 0 (branch point, open), 1 (side branch at depth 1), 2 (folded sidechain), 3
const rows = [row(10, 0, "open"), row(11, 1), row(12, 0, "shut"), row(13, 0)];

describe("treeKeyAction", () => {
  it.each([
    ["ArrowDown moves down", "ArrowDown", 0, { kind: "select", row: 1 }],
    ["ArrowDown stops at the end", "ArrowDown", 3, { kind: "select", row: 3 }],
    ["ArrowUp stops at the top", "ArrowUp", 0, { kind: "select", row: 0 }],
    ["End goes to the last row", "End", 1, { kind: "select", row: 3 }],
    ["PageDown jumps a page, clamped", "PageDown", 1, { kind: "select", row: 3 }],
    ["ArrowRight unfolds a folded row", "ArrowRight", 2, { kind: "expand", node: 12 }],
    ["ArrowRight on an open row goes down", "ArrowRight", 0, { kind: "select", row: 1 }],
    ["ArrowLeft folds an open row", "ArrowLeft", 0, { kind: "collapse", node: 10 }],
    ["ArrowLeft climbs to the row it hangs from", "ArrowLeft", 1, { kind: "select", row: 0 }],
    ["ArrowLeft at the top level does nothing", "ArrowLeft", 3, null],
    ["Enter opens", "Enter", 2, { kind: "open" }],
    [
      "a first arrow with nothing selected picks the first row",
      "ArrowDown",
      -1,
      { kind: "select", row: 0 },
    ],
    ["End with nothing selected goes to the last row", "End", -1, { kind: "select", row: 3 }],
    ["other keys are not the tree's", "a", 1, null],
  ])("%s", (_name, key, index, expected) => {
    expect(treeKeyAction(key, rows, index, 10)).toEqual(expected);
  });

  it("does nothing in an empty tree", () => {
    expect(treeKeyAction("ArrowDown", [], -1, 10)).toBeNull();
  });
});
