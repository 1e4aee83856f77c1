"use client";

import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type RowData,
  type SortingState,
} from "@tanstack/react-table";
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { SpacerRow, useVirtualWindow } from "./virtual-window";

declare module "@tanstack/react-table" {
  // Module augmentation only works on interfaces (STYLE prefers `type` elsewhere), and its
  // type parameters must repeat the original's even though these fields do not use them.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    align?: "start" | "end";
    /** Header tooltip: what the column's number means. */
    description?: string;
    className?: string;
  }
}

/**
 * Sorting is the server's when the caller holds it (`sorting` + `onSortingChange`: a header
 * click reports, the caller fetches sorted rows); otherwise the table sorts the rows it was
 * given, starting from `initialSorting`.
 */
type SortingProps =
  | { sorting: SortingState; onSortingChange: OnChangeFn<SortingState>; initialSorting?: never }
  | { sorting?: never; onSortingChange?: never; initialSorting?: SortingState };

type DataTableProps<TData, TValue> = SortingProps & {
  columns: ColumnDef<TData, TValue>[];
  data: TData[];
  getRowId(row: TData): string;
  caption: string;
  /** Opens a row (click, or Enter on the focused row; ArrowUp/ArrowDown move between rows). */
  onRowOpen?(row: TData): void;
  rowLabel?(row: TData): string;
  isPending?: boolean;
  /** Render only the rows in view: for thousands of rows (`rowHeight` fixed, rows never wrap). */
  virtual?: VirtualRows;
  testId?: string;
  /** Extra class of the table (density: `compact`) and of a row (e.g. dimmed rows). */
  className?: string;
  rowClassName?(row: TData): string | undefined;
  /** The current row (e.g. the call the page selects): highlighted, `aria-current`. */
  isRowCurrent?(row: TData): boolean;
};

type VirtualRows = { rowHeight: number; maxHeight: number; label: string };

const STEP: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };

/** The rendered row of a table by its index among the rows (`aria-rowindex` counts the head). */
function rowElement(scroller: HTMLElement | null, index: number): HTMLElement | null {
  return scroller?.querySelector<HTMLElement>(`tbody tr[aria-rowindex="${index + 2}"]`) ?? null;
}

/** Interactive elements inside a row keep their own click; the row opens on the rest. */
function isFromControl(event: MouseEvent | KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  return target.closest("a, button, input, select, textarea, summary, label, dialog") !== null;
}

/**
 * The one table of the app. Filtering and paging are the caller's (it passes the rows to
 * show); sorting is the server's or the table's own (see `SortingProps`).
 */
export function DataTable<TData, TValue>(props: DataTableProps<TData, TValue>) {
  const { columns, data, getRowId, caption, onRowOpen, rowLabel } = props;
  const [ownSorting, setOwnSorting] = useState<SortingState>(props.initialSorting ?? []);
  const isManual = props.sorting !== undefined;
  const table = useReactTable({
    data,
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: isManual ? undefined : getSortedRowModel(),
    manualSorting: isManual,
    manualPagination: true,
    manualFiltering: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { sorting: props.sorting ?? ownSorting },
    onSortingChange: props.onSortingChange ?? setOwnSorting,
  });
  const rows = table.getRowModel().rows;
  const rowWindow = useVirtualWindow(rows.length, props.virtual);
  const columnCount = table.getVisibleLeafColumns().length;
  // A virtual table draws only some rows: arrows move by index, so focus crosses the window's
  // edge; the row to focus is drawn after the scroll, then focused.
  const pendingFocus = useRef<number | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const isVirtual = props.virtual !== undefined;
  const { scroller, padTop } = rowWindow;
  useEffect(() => {
    if (pendingFocus.current === null) return;
    // Not drawn yet: the window's move (a new padTop) runs this again.
    const row = rowElement(scroller.current, pendingFocus.current);
    if (row === null) return;
    pendingFocus.current = null;
    row.focus({ preventScroll: isVirtual });
    if (!isVirtual) row.scrollIntoView({ block: "nearest" });
  }, [focusRequest, padTop, isVirtual, scroller]);
  // The current row (a call the URL or a marker selects) is scrolled into a virtual table's
  // view once each time it changes, not on every render (the user may scroll away from it).
  const isRowCurrent = props.isRowCurrent;
  const currentIndex = isRowCurrent ? rows.findIndex((row) => isRowCurrent(row.original)) : -1;
  const currentId = rows[currentIndex]?.id ?? null;
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    if (!isVirtual || currentId === null || revealed.current === currentId) return;
    revealed.current = currentId;
    rowWindow.reveal(currentIndex);
  });

  function moveFocus(event: KeyboardEvent<HTMLTableRowElement>, index: number): boolean {
    const step = STEP[event.key];
    if (step === undefined) return false;
    const next = index + step;
    if (next < 0 || next >= rows.length) return true;
    rowWindow.reveal(next);
    pendingFocus.current = next;
    setFocusRequest((count) => count + 1);
    return true;
  }

  return (
    <div
      ref={rowWindow.scroller}
      className="table-scroll"
      aria-busy={props.isPending || undefined}
      style={props.virtual ? { maxHeight: props.virtual.maxHeight, overflowY: "auto" } : undefined}
      {...(props.virtual
        ? { tabIndex: 0, role: "region", "aria-label": props.virtual.label }
        : undefined)}
    >
      <table
        className={props.className ? `data-table ${props.className}` : "data-table"}
        data-testid={props.testId}
        aria-rowcount={rows.length + 1}
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    data-align={meta?.align}
                    className={meta?.className}
                    title={meta?.description}
                    aria-sort={
                      header.column.getCanSort()
                        ? sorted === "asc"
                          ? "ascending"
                          : sorted === "desc"
                            ? "descending"
                            : "none"
                        : undefined
                    }
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className="sort-button"
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {label}
                        <span
                          className="sort-icon"
                          aria-hidden="true"
                          data-sorted={sorted || undefined}
                        >
                          {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rowWindow.padTop > 0 && <SpacerRow height={rowWindow.padTop} columns={columnCount} />}
          {rowWindow.visible(rows).map(({ row, index }) => (
            <tr
              key={row.id}
              aria-rowindex={index + 2}
              className={props.rowClassName?.(row.original)}
              aria-current={isRowCurrent?.(row.original) ? "true" : undefined}
              style={props.virtual ? { height: props.virtual.rowHeight } : undefined}
              tabIndex={onRowOpen ? 0 : undefined}
              aria-label={rowLabel?.(row.original)}
              data-clickable={onRowOpen ? true : undefined}
              onClick={(event) => {
                if (onRowOpen && !isFromControl(event)) onRowOpen(row.original);
              }}
              onKeyDown={(event) => {
                if (!onRowOpen || event.target !== event.currentTarget) return;
                if (event.key === "Enter") onRowOpen(row.original);
                else if (moveFocus(event, index)) event.preventDefault();
              }}
            >
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  data-align={cell.column.columnDef.meta?.align}
                  className={cell.column.columnDef.meta?.className}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
          {rowWindow.padBottom > 0 && (
            <SpacerRow height={rowWindow.padBottom} columns={columnCount} />
          )}
        </tbody>
      </table>
    </div>
  );
}
