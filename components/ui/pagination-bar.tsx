import { useId } from "react";
import { formatInteger } from "@/lib/view/format/format-number";
import { PAGE_SIZES } from "@/lib/view/library/transcripts-table-state";

type PaginationBarProps = {
  page: number;
  pageSize: number;
  total: number;
  rowsShown: number;
  onPageChange(page: number): void;
  onPageSizeChange(size: (typeof PAGE_SIZES)[number]): void;
};

/** "Showing 26–50 of 312", previous/next, and the page size. */
export function PaginationBar({
  page,
  pageSize,
  total,
  rowsShown,
  onPageChange,
  onPageSizeChange,
}: PaginationBarProps) {
  const pageSizeId = useId();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = rowsShown ? (page - 1) * pageSize + 1 : 0;
  const last = rowsShown ? first + rowsShown - 1 : 0;
  return (
    <nav className="pagination" aria-label="Pages">
      <p className="pagination-summary" data-testid="pagination-summary">
        Showing {formatInteger(first)}–{formatInteger(last)} of {formatInteger(total)}
      </p>
      <div className="field field-inline">
        <label className="field-label" htmlFor={pageSizeId}>
          Rows per page
        </label>
        <select
          id={pageSizeId}
          className="input"
          value={pageSize}
          onChange={(event) => {
            const size = PAGE_SIZES.find((candidate) => String(candidate) === event.target.value);
            if (size) onPageSizeChange(size);
          }}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <span className="pagination-page">
        Page {formatInteger(Math.min(page, pageCount))} of {formatInteger(pageCount)}
      </span>
      <button
        type="button"
        className="button button-small"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        ← Previous
      </button>
      <button
        type="button"
        className="button button-small"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        Next →
      </button>
    </nav>
  );
}
