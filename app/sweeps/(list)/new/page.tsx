import Link from "next/link";
import { SweepCreateForm } from "@/components/sweeps/sweep-create-form";
import { EmptyState } from "@/components/ui/empty-state";
import {
  FILTER_KEYS,
  hasActiveFilters,
  parseTableState,
  toListQuery,
} from "@/lib/view/library/transcripts-table-state";
import { services } from "@/lib/server";

export const dynamic = "force-dynamic";

type NewSweepPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Stored sessions shown at once; a search narrows further. */
const SHOWN = 200;

/**
 * Creates a sweep. Opened from the sessions list with its filter (`?q=&version=...`), every
 * matching session starts ticked; otherwise the newest sessions are offered to pick from. Or a
 * saved filter (`?savedFilter=<id>` preselects one), resolved to its sessions when it starts.
 */
export default async function NewSweepPage({ searchParams }: NewSweepPageProps) {
  const params = await searchParams;
  const state = parseTableState(params);
  const [list, savedFilters] = await Promise.all([
    services().transcripts.listTranscripts({
      ...toListQuery(state),
      cursor: undefined,
      limit: SHOWN,
    }),
    services().savedFilters.list(),
  ]);
  const asked = typeof params.savedFilter === "string" ? params.savedFilter : null;
  const initialFilterId = savedFilters.some((f) => f.id === asked) ? asked : null;
  const filter = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = state[key];
    if (value !== undefined) filter.set(key, String(value));
  }
  const isFromFilter = hasActiveFilters(state);
  return (
    <div>
      <div className="page-head">
        <h1>New sweep</h1>
        <Link href="/sweeps">All sweeps</Link>
      </div>
      {isFromFilter && (
        <p className="muted" data-testid="sweep-filter">
          From the sessions list&apos;s filter ({filter.toString().replaceAll("&", ", ")}):{" "}
          {list.total} session{list.total === 1 ? "" : "s"}
          {list.total > SHOWN ? `, the first ${SHOWN} shown` : ""}.
        </p>
      )}
      {list.total === 0 && !isFromFilter ? (
        <EmptyState title="No stored sessions" testId="sweep-no-sessions">
          <p>
            A sweep replays stored sessions: <Link href="/">add some on the sessions list</Link>{" "}
            first.
          </p>
        </EmptyState>
      ) : (
        <SweepCreateForm
          initialRows={list.transcripts.map(({ id, name, apiCalls }) => ({ id, name, apiCalls }))}
          filterQuery={filter.toString()}
          isFromFilter={isFromFilter}
          savedFilters={savedFilters}
          initialFilterId={initialFilterId}
        />
      )}
    </div>
  );
}
