import type { TreeRow } from "./flatten-rows";

export type TreeKeyAction =
  | { kind: "select"; row: number }
  | { kind: "expand"; node: number }
  | { kind: "collapse"; node: number }
  | { kind: "open" };

/**
 * What a key does in the tree (WAI-ARIA tree pattern): arrows move, Right unfolds then goes
 * down, Left folds then goes up to the row it hangs from, Home/End/PageUp/PageDown jump,
 * Enter opens the content. `index` is the selected row, -1 when none; null: not a tree key.
 *
 * @example
 * treeKeyAction("ArrowDown", rows, 4, 20) // { kind: "select", row: 5 }
 */
export function treeKeyAction(
  key: string,
  rows: readonly TreeRow[],
  index: number,
  pageSize: number,
): TreeKeyAction | null {
  const last = rows.length - 1;
  if (last < 0) return null;
  const to = (row: number) => ({ kind: "select" as const, row: Math.max(0, Math.min(last, row)) });
  const row = rows[index];
  if (row === undefined) {
    if (key === "End") return to(last);
    return ["ArrowDown", "ArrowUp", "Home", "PageDown", "PageUp"].includes(key) ? to(0) : null;
  }
  switch (key) {
    case "ArrowDown":
      return to(index + 1);
    case "ArrowUp":
      return to(index - 1);
    case "Home":
      return to(0);
    case "End":
      return to(last);
    case "PageDown":
      return to(index + pageSize);
    case "PageUp":
      return to(index - pageSize);
    case "ArrowRight":
      return row.isExpandable && !row.isExpanded
        ? { kind: "expand", node: row.node }
        : to(index + 1);
    case "ArrowLeft": {
      if (row.isExpandable && row.isExpanded) return { kind: "collapse", node: row.node };
      for (let k = index - 1; k >= 0; k--) if (rows[k]!.depth < row.depth) return to(k);
      return null;
    }
    case "Enter":
      return { kind: "open" };
    default:
      return null;
  }
}
