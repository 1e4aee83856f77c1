import {
  DEFAULT_INSPECTOR_STATE,
  toInspectorSearchParams,
  type InspectorState,
} from "../session/inspector-url";
import { formatCompactionPoint, type CompactionPointId } from "../../contracts/compaction-point-id";

/** The view state a link carries: at least the profile and overrides the replay ran under. */
export type PointQuery = Partial<InspectorState>;

/** Pages of the page's own tables (`?before=2`): first pages are left out. */
export type TablePageQuery = Partial<Record<"before" | "cleared" | "kept", number>>;

function withQuery(
  path: string,
  query: PointQuery | undefined,
  pages: TablePageQuery = {},
): string {
  const params = toInspectorSearchParams({ ...DEFAULT_INSPECTOR_STATE, ...query });
  for (const [name, page] of Object.entries(pages)) if (page > 1) params.set(name, String(page));
  const search = params.toString();
  return search === "" ? path : `${path}?${search}`;
}

/**
 * The address of one compaction point's before/after page, keeping the view state (profile,
 * `o.<constant>` overrides ...) so the page replays what the linking page showed. Every link
 * to the page (compactions table, events table, prev/next) goes through here.
 *
 * @example
 * compactionPointHref("t1", "replayed-42", { overrides: { autocompactBufferTokens: 40000 } })
 * // "/sessions/t1/compactions/replayed-42?o.autocompactBufferTokens=40000"
 */
export function compactionPointHref(
  transcriptId: string,
  point: string | CompactionPointId,
  query?: PointQuery,
  pages?: TablePageQuery,
): string {
  const segment = typeof point === "string" ? point : formatCompactionPoint(point);
  const path = `/sessions/${encodeURIComponent(transcriptId)}/compactions/${encodeURIComponent(segment)}`;
  return withQuery(path, query, pages);
}

/** The session page with the same view state: the way back from a point. */
export function sessionHref(transcriptId: string, query?: PointQuery): string {
  return withQuery(`/sessions/${encodeURIComponent(transcriptId)}`, query);
}
