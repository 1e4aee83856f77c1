"use client";

import type { SortingState, Updater } from "@tanstack/react-table";
import { usePathname, useRouter } from "next/navigation";
import { useMemo, useTransition } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { LibraryEmpty } from "@/components/library/library-empty";
import { PaginationBar } from "@/components/ui/pagination-bar";
import { transcriptsColumns } from "@/components/library/transcripts-columns";
import {
  TranscriptsToolbar,
  type FilterSuggestions,
} from "@/components/library/transcripts-toolbar";
import { useDeleteTranscript } from "@/components/library/use-delete-transcript";
import { SavedFiltersBar } from "@/components/library/saved-filters-bar";
import type { SavedFilter } from "@/lib/contracts/saved-filters";
import { pickFilter } from "@/lib/contracts/session-filter";
import { SORTABLE_COLUMNS, type TranscriptSummary } from "@/lib/contracts/transcript-summary";
import { formatBytes, formatInteger } from "@/lib/view/format/format-number";
import { describeNotMeasured } from "@/lib/view/library/describe-not-measured";
import {
  clearFilters,
  hasActiveFilters,
  toSearchParams,
  updateTableState,
  type TranscriptsTableState,
} from "@/lib/view/library/transcripts-table-state";

type TranscriptsTableProps = {
  rows: TranscriptSummary[];
  total: number;
  state: TranscriptsTableState;
  /** Nothing stored at all (as opposed to nothing matching the filters). */
  isLibraryEmpty: boolean;
  /** Every stored version, model and project, offered in the filter fields. */
  suggestions: FilterSuggestions;
  /** The server's clock at render time, for relative dates that hydrate identically. */
  now: number;
  savedFilters: SavedFilter[];
  /** Filtered on the replay's agreement: sessions left out as not measured yet; else null. */
  notMeasured: number | null;
};

/** The sessions list: the server hands it one page; every control rewrites the URL. */
export function TranscriptsTable({
  rows,
  total,
  state,
  isLibraryEmpty,
  suggestions,
  now,
  savedFilters,
  notMeasured,
}: TranscriptsTableProps) {
  const router = useRouter();
  const pathname = usePathname();
  const [isPending, startTransition] = useTransition();
  const deletion = useDeleteTranscript();
  const { ask } = deletion;
  const columns = useMemo(() => transcriptsColumns({ now, onDelete: ask }), [now, ask]);
  const sorting: SortingState = [{ id: state.sort, desc: state.order === "desc" }];
  const hasFilters = hasActiveFilters(state);
  const notMeasuredNote = describeNotMeasured(notMeasured);

  function navigate(next: TranscriptsTableState) {
    const query = toSearchParams(next).toString();
    startTransition(() =>
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }),
    );
  }
  const change = (partial: Partial<TranscriptsTableState>) =>
    navigate(updateTableState(state, partial));

  function onSortingChange(updater: Updater<SortingState>) {
    const first = (typeof updater === "function" ? updater(sorting) : updater)[0];
    const sort = SORTABLE_COLUMNS.find((key) => key === first?.id);
    if (first && sort) change({ sort, order: first.desc ? "desc" : "asc" });
  }

  if (isLibraryEmpty) return <LibraryEmpty />;

  return (
    <section
      className="transcripts"
      aria-labelledby="transcripts-heading"
      data-pending={isPending || undefined}
    >
      <div className="section-head">
        <h2 id="transcripts-heading">Transcripts</h2>
        <span className="muted">
          {formatInteger(total)} {hasFilters ? "matching" : "stored"}
        </span>
      </div>
      <TranscriptsToolbar
        state={state}
        suggestions={suggestions}
        hasFilters={hasFilters}
        onChange={change}
        onClear={() => navigate(clearFilters(state))}
      />
      <SavedFiltersBar
        savedFilters={savedFilters}
        current={pickFilter(state)}
        hasFilters={hasFilters}
        onApply={(filter) => navigate({ ...clearFilters(state), ...filter })}
      />
      {notMeasuredNote && (
        <p className="muted list-note" role="status" data-testid="not-measured">
          {notMeasuredNote}
        </p>
      )}
      {rows.length === 0 ? (
        total === 0 ? (
          <EmptyState title="No transcripts match these filters" testId="no-match">
            <p>Try a shorter search or fewer filters.</p>
            <button type="button" className="button" onClick={() => navigate(clearFilters(state))}>
              Clear filters
            </button>
          </EmptyState>
        ) : (
          <EmptyState title={`Page ${state.page} is past the end`} testId="past-end">
            <button type="button" className="button" onClick={() => change({ page: 1 })}>
              Go to the first page
            </button>
          </EmptyState>
        )
      ) : (
        <>
          <DataTable
            columns={columns}
            data={rows}
            getRowId={(row) => row.id}
            caption="Uploaded transcripts; click a row to open the session"
            sorting={sorting}
            onSortingChange={onSortingChange}
            onRowOpen={(row) => router.push(`/sessions/${row.id}`)}
            isPending={isPending}
          />
          <PaginationBar
            page={state.page}
            pageSize={state.limit}
            total={total}
            rowsShown={rows.length}
            onPageChange={(page) => change({ page })}
            onPageSizeChange={(limit) => change({ limit })}
          />
        </>
      )}
      <ConfirmDialog
        open={deletion.target !== null}
        title="Delete this transcript?"
        confirmLabel="Delete"
        busyLabel="Deleting…"
        isBusy={deletion.isBusy}
        error={deletion.error}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      >
        <p>
          <strong>{deletion.target?.name}</strong> ({formatBytes(deletion.target?.bytes)}) and
          everything derived from it will be removed. Upload the file again to bring it back.
        </p>
      </ConfirmDialog>
    </section>
  );
}
