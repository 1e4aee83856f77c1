import type { EventFamily } from "@/lib/compaction/replay/event-kinds";
import type { EventRow, EventRowKind } from "./event-rows";

/** "all", one family, or one kind: the value of the events table's kind filter. */
export type EventFilter = "all" | `family:${EventFamily}` | `kind:${EventRowKind}`;

export type EventFilterOption = {
  value: EventFilter;
  label: string;
  count: number;
  /** Kinds are listed under their family. */
  isKind: boolean;
};

const FAMILY_LABELS: Record<EventFamily, string> = {
  compaction: "Compactions",
  microcompaction: "Microcompactions",
  failure: "Failures and retries",
};
const FAMILIES = Object.keys(FAMILY_LABELS) as EventFamily[];

/** Recorded rows share their kind's name with a family: say which they are. */
const kindLabel = (kind: EventRowKind) =>
  kind === "compaction" || kind === "microcompaction" ? `${kind} (recorded)` : kind;

/**
 * The filter's options with their counts: every event, then each family present followed by
 * its kinds present, in first-seen order.
 *
 * @example
 * toEventFilterOptions(rows).map((o) => o.label) // ["All events", "Compactions", "compaction (recorded)", "autocompact", ...]
 */
export function toEventFilterOptions(rows: readonly EventRow[]): EventFilterOption[] {
  const options: EventFilterOption[] = [
    { value: "all", label: "All events", count: rows.length, isKind: false },
  ];
  for (const family of FAMILIES) {
    const ofFamily = rows.filter((row) => row.family === family);
    if (ofFamily.length === 0) continue;
    options.push({
      value: `family:${family}`,
      label: FAMILY_LABELS[family],
      count: ofFamily.length,
      isKind: false,
    });
    const counts = new Map<EventRowKind, number>();
    for (const row of ofFamily) counts.set(row.kind, (counts.get(row.kind) ?? 0) + 1);
    for (const [kind, count] of counts) {
      options.push({ value: `kind:${kind}`, label: kindLabel(kind), count, isKind: true });
    }
  }
  return options;
}

/** The rows a filter value keeps; an unknown value keeps every row. */
export function filterEventRows(rows: readonly EventRow[], filter: EventFilter): EventRow[] {
  if (filter === "all") return [...rows];
  const [by, name] = filter.split(":") as ["family" | "kind", string];
  return rows.filter((row) => (by === "family" ? row.family : row.kind) === name);
}
