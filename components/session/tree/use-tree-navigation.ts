"use client";

import { useMemo, useState } from "react";
import { buildForest } from "@/lib/view/session/tree/build-forest";
import type { TreeData } from "@/lib/view/session/tree/decode-tree";
import { findNodeAtLine } from "@/lib/view/session/tree/find-node-at-line";
import { defaultCollapsed, flattenRows } from "@/lib/view/session/tree/flatten-rows";
import { matchNodes, matchRows, revealNodes } from "@/lib/view/session/tree/search-tree";

export type ScrollAlign = "auto" | "center";

/**
 * The tree's state: what is folded, selected and open, and the search. Every change that
 * moves the selection says how to scroll to it through `onScroll`, which the view performs
 * once the rows it implies are drawn.
 */
export function useTreeNavigation(data: TreeData, focusLine: number | null) {
  const { nodes } = data;
  const forest = useMemo(() => buildForest(nodes), [nodes]);
  const [focusNode] = useState(() =>
    focusLine === null ? null : findNodeAtLine(nodes, focusLine),
  );
  const [collapsed, setCollapsed] = useState(() =>
    revealNodes(
      nodes,
      forest,
      defaultCollapsed(nodes, forest),
      focusNode === null ? [] : [focusNode],
    ),
  );
  const [selected, setSelected] = useState<number | null>(focusNode);
  const [opened, setOpened] = useState<number | null>(null);
  const [query, setQuery] = useState("");
  const [scroll, setScroll] = useState<{ align: ScrollAlign; tick: number } | null>(
    focusNode === null ? null : { align: "center", tick: 0 },
  );
  const rows = useMemo(() => flattenRows(forest, collapsed), [forest, collapsed]);
  const rowOf = useMemo(() => new Map(rows.map((row, index) => [row.node, index])), [rows]);
  const matches = useMemo(() => matchNodes(nodes, query), [nodes, query]);
  const matchPositions = useMemo(() => matchRows(rows, matches), [rows, matches]);
  const matchSet = useMemo(() => new Set(matches), [matches]);

  function select(node: number, align: ScrollAlign = "auto") {
    setSelected(node);
    setScroll((previous) => ({ align, tick: (previous?.tick ?? 0) + 1 }));
  }

  return {
    forest,
    rows,
    rowOf,
    selected,
    opened,
    query,
    scroll,
    matchPositions,
    matchSet,
    /** Position of the selection among the matches, -1 when it is not one. */
    currentMatch: selected === null ? -1 : matchPositions.indexOf(rowOf.get(selected) ?? -1),
    select,
    open: (node: number) => setOpened(node),
    toggle(node: number) {
      setCollapsed((previous) => {
        const next = new Set(previous);
        if (!next.delete(node)) next.add(node);
        return next;
      });
    },
    /** Selects a node anywhere, unfolding what hides it. */
    reveal(node: number) {
      setCollapsed((previous) => revealNodes(nodes, forest, previous, [node]));
      select(node, "center");
    },
    /** A new query unfolds every match's ancestors and selects the first match. */
    search(next: string) {
      setQuery(next);
      const found = matchNodes(nodes, next);
      if (found.length === 0) return;
      const unfolded = revealNodes(nodes, forest, collapsed, found);
      setCollapsed(unfolded);
      const newRows = flattenRows(forest, unfolded);
      select(newRows[matchRows(newRows, found)[0]!]!.node, "center");
    },
    step(direction: 1 | -1) {
      const count = matchPositions.length;
      if (count === 0) return;
      const at = selected === null ? -1 : matchPositions.indexOf(rowOf.get(selected) ?? -1);
      const nextAt =
        at === -1 ? (direction === 1 ? 0 : count - 1) : (at + direction + count) % count;
      select(rows[matchPositions[nextAt]!]!.node, "center");
    },
  };
}
