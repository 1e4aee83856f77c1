import type { TranscriptSummary } from "@/lib/contracts/transcript-summary";

/**
 * Row-level decisions for the sessions table, kept out of the cells so they can be tested:
 * how compactions are counted, how full the context bar is, how lists are abbreviated.
 */

export type CompactionCounts = { auto: number; manual: number; unknown: number; total: number };

type Compaction = TranscriptSummary["compactions"][number];

/** Recorded compactions by trigger; pre-1.0.117 files record no trigger ("unknown"). */
export function countCompactionsByTrigger(compactions: readonly Compaction[]): CompactionCounts {
  const counts = { auto: 0, manual: 0, unknown: 0, total: compactions.length };
  for (const compaction of compactions) counts[compaction.trigger ?? "unknown"]++;
  return counts;
}

/**
 * `"2 auto · 1 manual"`, or `"0"` when the session never compacted: a count of none, as the
 * microcompaction and cache-break columns say it ("—" would read as "not known").
 */
export function describeCompactionCounts(counts: CompactionCounts): string {
  const parts = [
    counts.auto ? `${counts.auto} auto` : null,
    counts.manual ? `${counts.manual} manual` : null,
    counts.unknown ? `${counts.unknown} untyped` : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join(" · ") : "0";
}

/**
 * Share of the session's own window the bar fills, 0 to 1, and whether the session went past
 * it; null when the window is not known (`describeMaxContext`): no bar rather than one of a guess.
 */
export function contextFill(
  tokens: number,
  window: number | null,
): { fraction: number; isOverWindow: boolean } | null {
  if (window === null || window <= 0) return null;
  const fraction = Number.isFinite(tokens) ? tokens / window : 0;
  return { fraction: Math.min(1, Math.max(0, fraction)), isOverWindow: fraction > 1 };
}

/** A list abbreviated to its first item and "+N" more, with every item for the tooltip. */
export function abbreviateList(
  items: readonly string[],
  shorten: (item: string) => string = (item) => item,
): { first: string | null; more: number; full: string } {
  const first = items[0];
  return {
    first: first === undefined ? null : shorten(first),
    more: Math.max(0, items.length - 1),
    full: items.join("\n"),
  };
}

/** A session id cut to the 8 characters people recognise it by. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** Versions in the order seen, as a range when the file was resumed under several. */
export function describeVersions(versions: readonly string[]): string {
  const first = versions[0];
  const last = versions[versions.length - 1];
  if (first === undefined || last === undefined) return "—";
  return first === last ? first : `${first} → ${last}`;
}
