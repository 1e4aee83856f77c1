"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useEffect, useMemo, useRef } from "react";
import {
  findRowAtLine,
  type ConversationRow as Row,
} from "@/lib/view/session/conversation/conversation-rows";
import styles from "./conversation.module.css";
import { ConversationRow } from "./conversation-row";
import { useRecordPages } from "./use-record-pages";

/** First guesses before a row is measured: a separator is a line or two, a message more. */
const ESTIMATED_HEIGHT = { separator: 90, message: 140 } as const;

type ConversationListProps = {
  transcriptId: string;
  rows: Row[];
  /** The line to show and mark (a call, a search hit, a shared link); null: the start. */
  focusLine: number | null;
  onSelectLine(line: number): void;
  subagentHrefOf?: (toolUseId: string) => string | undefined;
};

/**
 * The conversation, virtualised: only the rows on screen (and a few around) are in the DOM,
 * each measured once drawn, so 20,000 records scroll like 20. Their records come by page as
 * they appear. A new focus line scrolls its row to the top (and keeps it there while the rows
 * above are measured), unless it was chosen here.
 */
export function ConversationList({
  transcriptId,
  rows,
  focusLine,
  onSelectLine,
  subagentHrefOf,
}: ConversationListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const lines = useMemo(() => rows.map((row) => row.line), [rows]);
  const { showRows, contentOf } = useRecordPages(transcriptId, lines);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => ESTIMATED_HEIGHT[rows[index]!.kind],
    overscan: 4,
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? -1;
  useEffect(() => showRows(first, last), [showRows, first, last]);

  const focusRow = focusLine === null ? null : findRowAtLine(rows, focusLine);
  const chosenHere = useRef<number | null>(null);
  // Rows above the focus grow as their content arrives: the focus stays pinned to the top
  // until the reader scrolls, clicks or types in the feed.
  const isPinned = useRef(false);
  useEffect(() => {
    if (focusRow === null || chosenHere.current === focusLine) return;
    isPinned.current = true;
    virtualizer.scrollToIndex(focusRow, { align: "start" });
    // Only a new focus moves the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRow]);
  const totalSize = virtualizer.getTotalSize();
  useEffect(() => {
    if (isPinned.current && focusRow !== null)
      virtualizer.scrollToIndex(focusRow, { align: "start" });
    // A new size of the rows re-pins; the focus itself is handled above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [totalSize]);
  const unpin = useCallback(() => {
    isPinned.current = false;
  }, []);
  const selectHere = useCallback(
    (line: number) => {
      chosenHere.current = line;
      onSelectLine(line);
    },
    [onSelectLine],
  );

  return (
    <div
      ref={scroller}
      className={styles.scroller}
      role="feed"
      aria-label="Conversation"
      aria-busy={false}
      tabIndex={0}
      data-testid="conversation"
      onWheel={unpin}
      onTouchStart={unpin}
      onPointerDown={unpin}
      onKeyDown={unpin}
    >
      <div style={{ height: totalSize, position: "relative" }}>
        {items.map((item) => {
          const row = rows[item.index]!;
          return (
            <div
              key={row.node}
              ref={virtualizer.measureElement}
              data-index={item.index}
              className={styles.slot}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <ConversationRow
                row={row}
                content={contentOf(item.index, row.line)}
                isSelected={item.index === focusRow}
                onSelectLine={selectHere}
                subagentHrefOf={subagentHrefOf}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
