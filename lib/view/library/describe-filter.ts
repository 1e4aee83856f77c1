import { FILTER_KEYS, type SessionFilter } from "@/lib/api/session-filter";

const LABELS: Record<(typeof FILTER_KEYS)[number], string> = {
  q: "search",
  version: "version",
  model: "model",
  project: "project",
  compacted: "compacted",
  minCost: "min $",
  maxCost: "max $",
};

/** A saved filter in words for its menu entry: `search "auth", compacted yes`; none: all sessions. */
export function describeFilter(filter: SessionFilter): string {
  const parts = FILTER_KEYS.flatMap((key) => {
    const value = filter[key];
    if (value === undefined) return [];
    return [key === "q" ? `${LABELS[key]} "${value}"` : `${LABELS[key]} ${value}`];
  });
  return parts.length === 0 ? "all sessions" : parts.join(", ");
}
