"use client";

import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type RowData,
  type SortingState,
} from "@tanstack/react-table";
import type { KeyboardEvent, MouseEvent } from "react";

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

type DataTableProps<TData, TValue> = {
  columns: ColumnDef<TData, TValue>[];
  data: TData[];
  getRowId(row: TData): string;
  caption: string;
  sorting: SortingState;
  onSortingChange: OnChangeFn<SortingState>;
  /** Opens a row (click, or Enter on the focused row). */
  onRowOpen?(row: TData): void;
  rowLabel?(row: TData): string;
  isPending?: boolean;
};

/** Interactive elements inside a row keep their own click; the row opens on the rest. */
function isFromControl(event: MouseEvent | KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  return target.closest("a, button, input, select, textarea, summary, label, dialog") !== null;
}

/**
 * A table whose sorting, filtering and paging happen on the server: it draws the rows it is
 * given and reports header clicks through `onSortingChange`.
 */
export function DataTable<TData, TValue>(props: DataTableProps<TData, TValue>) {
  const { columns, data, getRowId, caption, sorting, onSortingChange, onRowOpen, rowLabel } = props;
  const table = useReactTable({
    data,
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange,
  });

  return (
    <div className="table-scroll" aria-busy={props.isPending || undefined}>
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
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
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              tabIndex={onRowOpen ? 0 : undefined}
              aria-label={rowLabel?.(row.original)}
              data-clickable={onRowOpen ? true : undefined}
              onClick={(event) => {
                if (onRowOpen && !isFromControl(event)) onRowOpen(row.original);
              }}
              onKeyDown={(event) => {
                if (event.key === "Enter" && onRowOpen && event.target === event.currentTarget) {
                  onRowOpen(row.original);
                }
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
        </tbody>
      </table>
    </div>
  );
}
