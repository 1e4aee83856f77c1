"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { formatInteger } from "@/lib/view/format/format-number";
import type { TaskCallView } from "@/lib/view/session/task-links";
import type { TreeData } from "@/lib/view/session/tree/decode-tree";
import { nodeLabel } from "@/lib/view/session/tree/describe-node";
import { treeKeyAction } from "@/lib/view/session/tree/tree-keys";
import styles from "./message-tree.module.css";
import { MessageTreeRow } from "./message-tree-row";
import { MessageTreeSearch } from "./message-tree-search";
import { RecordContent } from "./record-content";
import { useTreeNavigation } from "./use-tree-navigation";

/** Rows never wrap, so one fixed height lets the virtualiser skip measuring. */
const ROW_HEIGHT = 28;
const PAGE_ROWS = 15;

type MessageTreeViewProps = {
  transcriptId: string;
  data: TreeData;
  /** Task calls by the line of their tool_use, with their subagent's link. */
  taskCalls: ReadonlyMap<number, TaskCallView>;
  focusLine: number | null;
  onReadInConversation?: (line: number) => void;
};

/** The loaded tree: search, the virtualised rows (role="tree") and the content pane. */
export function MessageTreeView({
  transcriptId,
  data,
  taskCalls,
  focusLine,
  onReadInConversation,
}: MessageTreeViewProps) {
  const { nodes, boundaries } = data;
  const tree = useTreeNavigation(data, focusLine);
  const { rows, rowOf, selected, scroll } = tree;
  const idPrefix = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    useFlushSync: false,
  });
  useEffect(() => {
    const index = selected === null ? undefined : rowOf.get(selected);
    if (scroll !== null && index !== undefined)
      virtualizer.scrollToIndex(index, { align: scroll.align });
    // Only a new scroll request moves the view; folding rows or scrolling by hand does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scroll]);

  const selectedRow = selected === null ? -1 : (rowOf.get(selected) ?? -1);
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const action = treeKeyAction(event.key, rows, selectedRow, PAGE_ROWS);
    if (action === null) return;
    event.preventDefault();
    if (action.kind === "select") tree.select(rows[action.row]!.node);
    else if (action.kind === "expand" || action.kind === "collapse") tree.toggle(action.node);
    else if (selected !== null) tree.open(selected);
  }
  const rowId = (node: number) => `${idPrefix}-row-${node}`;
  const openedNode = tree.opened === null ? null : nodes[tree.opened]!;

  return (
    <div className={styles.layout}>
      <div className={styles.treePane}>
        <MessageTreeSearch
          query={tree.query}
          matchCount={tree.matchPositions.length}
          current={tree.currentMatch}
          onQueryChange={tree.search}
          onStep={tree.step}
        />
        <p className={styles.counts}>
          {formatInteger(nodes.length)} records, {formatInteger(rows.length)} rows shown
          {data.skipped > 0 && `, ${formatInteger(data.skipped)} without a uuid or repeated`}.
          Arrows move, Left/Right fold, Enter opens.
        </p>
        <div
          ref={scroller}
          className={styles.scroller}
          role="tree"
          aria-label="Message tree"
          tabIndex={0}
          aria-activedescendant={selected === null ? undefined : rowId(selected)}
          onKeyDown={onKeyDown}
          data-testid="message-tree"
        >
          <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index]!;
              const boundary = boundaries.get(row.node);
              const logical = boundary?.logicalParent ?? null;
              return (
                <MessageTreeRow
                  key={row.node}
                  id={rowId(row.node)}
                  row={row}
                  node={nodes[row.node]!}
                  taskCall={taskCalls.get(nodes[row.node]!.line)}
                  boundary={boundary}
                  logicalParentLine={logical === null ? null : nodes[logical]!.line}
                  isOrphan={tree.forest.isOrphan[row.node]!}
                  isSelected={row.node === selected}
                  isMatch={tree.matchSet.has(row.node)}
                  style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
                  onSelect={() => {
                    tree.select(row.node);
                    tree.open(row.node);
                  }}
                  onToggle={() => tree.toggle(row.node)}
                  onJump={tree.reveal}
                />
              );
            })}
          </div>
        </div>
      </div>
      {openedNode === null ? (
        <p className={`${styles.content} muted`}>
          Select a record and press Enter (or click it) to read its content.
        </p>
      ) : (
        <RecordContent
          key={openedNode.id}
          transcriptId={transcriptId}
          line={openedNode.line}
          title={`${nodeLabel(openedNode)} · ${openedNode.uuidPrefix}…`}
          onReadInConversation={onReadInConversation}
        />
      )}
    </div>
  );
}
