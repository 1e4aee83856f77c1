"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef } from "react";

type VirtualOptions = { rowHeight: number; maxHeight: number };

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
    // Lets the server render the first screen of rows before the browser measures anything.
    initialRect: { width: 1200, height: options?.maxHeight ?? 0 },
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const padTop = options ? (items[0]?.start ?? 0) : 0;
  const padBottom = options ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;

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
