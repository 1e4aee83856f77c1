import { z } from "zod";
import {
  SORTABLE_COLUMNS,
  listTranscriptsQuerySchema,
  type ListTranscriptsQuery,
} from "@/lib/contracts/transcript-summary";
import { FILTER_KEYS, SESSION_FILTER_FIELDS } from "@/lib/contracts/session-filter";

/**
 * The sessions table's state as it lives in the page URL (`/?q=auth&sort=bytes&page=2`), so a
 * filtered view can be shared. A hand-edited URL never breaks the page: every bad value falls
 * back to its default.
 */
export const PAGE_SIZES = [10, 25, 50, 100, 200] as const;
const DEFAULT_PAGE_SIZE = 25;
const DEFAULT_SORT = "createdAt" satisfies ListTranscriptsQuery["sort"];
const DEFAULT_ORDER = "desc" satisfies ListTranscriptsQuery["order"];

const { q, harness, version, model, project, compacted, reproduces, minCost, maxCost, from, to } =
  SESSION_FILTER_FIELDS;

const tableStateSchema = z.object({
  q: q.catch(undefined),
  harness: harness.catch(undefined),
  version: version.catch(undefined),
  model: model.catch(undefined),
  project: project.catch(undefined),
  compacted: compacted.catch(undefined),
  reproduces: reproduces.catch(undefined),
  minCost: minCost.catch(undefined),
  maxCost: maxCost.catch(undefined),
  from: from.catch(undefined),
  to: to.catch(undefined),
  sort: z.enum(SORTABLE_COLUMNS).catch(DEFAULT_SORT),
  order: z.enum(["asc", "desc"]).catch(DEFAULT_ORDER),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  limit: z.coerce.number().pipe(z.literal(PAGE_SIZES)).catch(DEFAULT_PAGE_SIZE),
});
export type TranscriptsTableState = z.infer<typeof tableStateSchema>;

export { FILTER_KEYS };

type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

/** URL search params (as Next hands them to a page, or a URLSearchParams) -> table state. */
export function parseTableState(input: SearchParamsInput): TranscriptsTableState {
  const raw: Record<string, string | undefined> = {};
  const entries = input instanceof URLSearchParams ? [...input.entries()] : Object.entries(input);
  for (const [key, value] of entries) {
    // A repeated parameter (`?q=a&q=b`) counts by its first value, as URLSearchParams.get does.
    if (raw[key] === undefined) raw[key] = Array.isArray(value) ? value[0] : value;
  }
  return tableStateSchema.parse(raw);
}

/** Table state -> URL search params, leaving out every default so shared links stay short. */
export function toSearchParams(state: TranscriptsTableState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = state[key];
    if (value !== undefined) params.set(key, value);
  }
  if (state.sort !== DEFAULT_SORT || state.order !== DEFAULT_ORDER) {
    params.set("sort", state.sort);
    params.set("order", state.order);
  }
  if (state.page !== 1) params.set("page", String(state.page));
  if (state.limit !== DEFAULT_PAGE_SIZE) params.set("limit", String(state.limit));
  return params;
}

/** Table state -> the query `listTranscripts` and `GET /api/transcripts` take. */
export function toListQuery(state: TranscriptsTableState): ListTranscriptsQuery {
  return listTranscriptsQuerySchema.parse({
    cursor: String((state.page - 1) * state.limit),
    limit: state.limit,
    q: state.q,
    harness: state.harness,
    version: state.version,
    model: state.model,
    project: state.project,
    compacted: state.compacted,
    reproduces: state.reproduces,
    minCost: state.minCost,
    maxCost: state.maxCost,
    from: state.from,
    to: state.to,
    sort: state.sort,
    order: state.order,
  });
}

/** Whether any filter narrows the list (decides "no transcripts yet" vs "no match"). */
export function hasActiveFilters(state: TranscriptsTableState): boolean {
  return FILTER_KEYS.some((key) => state[key] !== undefined);
}

/** A changed state; changing anything but the page goes back to page 1. */
export function updateTableState(
  state: TranscriptsTableState,
  change: Partial<TranscriptsTableState>,
): TranscriptsTableState {
  const next = { ...state, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

/** Clears every filter, keeping sort and page size. */
export function clearFilters(state: TranscriptsTableState): TranscriptsTableState {
  return {
    ...state,
    q: undefined,
    version: undefined,
    model: undefined,
    project: undefined,
    compacted: undefined,
    reproduces: undefined,
    minCost: undefined,
    maxCost: undefined,
    from: undefined,
    to: undefined,
    page: 1,
  };
}
