import { FILTER_KEYS, type SessionFilter } from "@/lib/contracts/session-filter";
import { HARNESS_NAMES } from "@/lib/transcript/harness";

const LABELS: Record<(typeof FILTER_KEYS)[number], string> = {
  q: "search",
  harness: "agent",
  version: "version",
  model: "model",
  project: "project",
  compacted: "compacted",
  reproduces: "replay reproduces",
  minCost: "cost at least $",
  maxCost: "cost at most $",
  from: "active from",
  to: "active until",
};

/** A saved filter in words for its menu entry: `search "auth", compacted yes`; none: all sessions. */
export function describeFilter(filter: SessionFilter): string {
  const parts = FILTER_KEYS.flatMap((key) => {
    const value = filter[key];
    if (value === undefined) return [];
    if (key === "q") return [`${LABELS[key]} "${value}"`];
    if (key === "harness" && filter.harness)
      return [`${LABELS[key]} ${HARNESS_NAMES[filter.harness]}`];
    if (key === "reproduces")
      return [value === "yes" ? "replay reproduces" : "replay does not reproduce"];
    // "cost at least $5": the dollar sign sits against the amount.
    return [LABELS[key].endsWith("$") ? `${LABELS[key]}${value}` : `${LABELS[key]} ${value}`];
  });
  return parts.length === 0 ? "all sessions" : parts.join(", ");
}
