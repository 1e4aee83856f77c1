"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef } from "react";

type VirtualOptions = { rowHeight: number; maxHeight: number };

/**
 * The header row above the body inside the scrolling box (`.data-table th` is 32 px): rows
 * start this far down, and a sticky header covers this much of the box's top, so a row
 * scrolled into view lands below it rather than under it or just past the box's end.
 */
const HEAD_HEIGHT = 32;

/**
 * The rows of a table that are in view, for DataTable's `virtual` option: thousands of rows
 * scroll smoothly because only these are in the DOM, and spacer rows above and below keep the
 * scrollbar honest. Without options every row is visible and no spacer is drawn.
 */
export function useVirtualWindow(count: number, options: VirtualOptions | undefined) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: options ? count : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => options?.rowHeight ?? 0,
    overscan: 15,
    scrollMargin: HEAD_HEIGHT,
    scrollPaddingStart: HEAD_HEIGHT,
    // Lets the server render the first screen of rows before the browser measures anything.
    initialRect: { width: 1200, height: options?.maxHeight ?? 0 },
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  // Item offsets count from the box's top (the header included), the spacers from the body's.
  const padTop = options ? (items[0]?.start ?? HEAD_HEIGHT) - HEAD_HEIGHT : 0;
  const lastEnd = (items[items.length - 1]?.end ?? HEAD_HEIGHT) - HEAD_HEIGHT;
  const padBottom = options ? virtualizer.getTotalSize() - lastEnd : 0;

  function visible<T>(rows: T[]): { row: T; index: number }[] {
    if (!options) return rows.map((row, index) => ({ row, index }));
    return items.flatMap((item) => {
      const row = rows[item.index];
      return row === undefined ? [] : [{ row, index: item.index }];
    });
  }

  /** Scrolls the window so row `index` is drawn (nearest edge; nothing when it is in view). */
  function reveal(index: number): void {
    if (options && index >= 0 && index < count) virtualizer.scrollToIndex(index, { align: "auto" });
  }

  return { scroller, padTop, padBottom, visible, reveal };
}

export function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true" className="spacer-row">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
