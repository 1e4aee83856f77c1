import { formatInteger } from "../format/format-number";

/** Rows per page of the before tables: a screenful or two, and a bounded page payload. */
const ROWS_PER_PAGE = 200;

export type RowPage<T> = {
  rows: T[];
  /** 1-based page shown, after clamping, and the page count (at least 1). */
  page: number;
  pages: number;
  total: number;
  /** "showing 201–400 of 3,412", or "all 12" when everything fits. */
  label: string;
};

/** A `?param=` page number: whole and at least 1, else the first page. */
export function parsePageParam(text: string | string[] | undefined | null): number {
  const value = Array.isArray(text) ? text[0] : text;
  if (value == null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/**
 * One page of rows with an honest "showing N of M" (STYLE.md): a compaction can summarise
 * thousands of records and the page must stay small whatever their number.
 *
 * @example
 * pageRows(rows, 2, 200).label // "showing 201–400 of 3,412"
 */
export function pageRows<T>(rows: readonly T[], page: number, size = ROWS_PER_PAGE): RowPage<T> {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const shown = Math.min(Math.max(1, Math.floor(page)), pages);
  const start = (shown - 1) * size;
  const slice = rows.slice(start, start + size);
  const label =
    rows.length <= size
      ? `all ${formatInteger(rows.length)}`
      : `showing ${formatInteger(start + 1)}–${formatInteger(start + slice.length)} of ${formatInteger(rows.length)}`;
  return { rows: slice, page: shown, pages, total: rows.length, label };
}
