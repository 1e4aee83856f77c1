import { FILTER_KEYS } from "@/lib/contracts/session-filter";

/** The query parameters each route reads (route path under app/api, as route-files names it). */
export const ROUTE_QUERY_NAMES: Readonly<Record<string, readonly string[]>> = {
  transcripts: ["cursor", "limit", ...FILTER_KEYS, "sort", "order", "name", "uploadId"],
  "transcripts/[id]/records": ["from", "to"],
  "transcripts/[id]/compactions": ["replay"],
  "transcripts/[id]/replay": ["view", "encoding"],
  "templates/[id]/diff": ["from", "to", "otherId"],
  "sweeps/[id]/results": ["format", "transcriptId"],
  "sweeps/[id]/aftermath": ["format"],
  "summary-batches/[id]/aftermath": ["format"],
};

/** Query parameter names some route reads, and two that none does but a parser may trip on. */
export const QUERY_NAMES: readonly string[] = [
  ...new Set(Object.values(ROUTE_QUERY_NAMES).flat()),
  "__proto__",
  "constructor",
];
