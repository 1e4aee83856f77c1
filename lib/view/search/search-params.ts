import { z } from "zod";
import { SEARCH_ROLES } from "../../contracts/search";

/** The filters the search page keeps in its URL (what a shared link carries), by name. */
export const SEARCH_FILTER_FIELDS = [
  "project",
  "version",
  "model",
  "role",
  "tool",
  "from",
  "to",
] as const;
export type SearchFilterField = (typeof SEARCH_FILTER_FIELDS)[number];

export type SearchPageParams = { q: string; cursor: string | null } & Record<
  SearchFilterField,
  string
>;

const text = z.string().catch("");
const one = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value) ?? "";

/**
 * The page's URL (or its form's data) as form values: every value a string (a repeated one:
 * its first, anything else empty), unknown ones dropped. It decides nothing: the API parses the same values and says what is wrong.
 */
export function readSearchParams(params: Record<string, unknown>): SearchPageParams {
  const read = (name: string) => text.parse(one(params[name]));
  const filters = Object.fromEntries(SEARCH_FILTER_FIELDS.map((name) => [name, read(name)]));
  const cursor = read("cursor");
  return {
    q: read("q"),
    cursor: cursor === "" ? null : cursor,
    ...(filters as Record<SearchFilterField, string>),
  };
}

/** The query string of a page of the search: empty values left out, so links stay short. */
export function toSearchQueryString(params: SearchPageParams): string {
  const out = new URLSearchParams();
  if (params.q) out.set("q", params.q);
  for (const name of SEARCH_FILTER_FIELDS) if (params[name]) out.set(name, params[name]);
  if (params.cursor) out.set("cursor", params.cursor);
  return out.toString();
}

/** The role filter's choices, in the order the form lists them. */
export const ROLE_CHOICES: { value: string; label: string }[] = [
  { value: "", label: "Anyone" },
  ...SEARCH_ROLES.map((role) => ({
    value: role,
    label: { user: "The user", assistant: "The assistant", tool: "A tool result" }[role],
  })),
];

/**
 * Links to the pages of hits before and after the one at `offset` (null: none), the filters
 * kept.
 */
export function pageHrefs(
  params: SearchPageParams,
  offset: number,
  limit: number,
  nextCursor: string | null,
): { previousHref: string | null; nextHref: string | null } {
  const at = (cursor: string | null) => `/search?${toSearchQueryString({ ...params, cursor })}`;
  const previous = Math.max(0, offset - limit);
  return {
    previousHref: offset > 0 ? at(previous === 0 ? null : String(previous)) : null,
    nextHref: nextCursor === null ? null : at(nextCursor),
  };
}
