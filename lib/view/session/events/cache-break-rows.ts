import {
  CACHE_BREAK_REASON_TEXT,
  type CacheBreak,
  type CacheBreakReason,
} from "@/lib/compaction/explain/cache-breaks";
import { formatUsdPrecise } from "@/lib/view/format/format-number";
import { shortModelName } from "@/lib/view/format/short-model-name";
import { describeSource } from "@/lib/view/session/calls/api-call-rows";

/** One row of the cache-breaks table. */
export type CacheBreakRow = {
  id: string;
  atCall: number;
  source: string;
  sourceText: string;
  /**
   * On the main thread: its call is on the curve. The replay result does not name the main
   * source, so a source that is neither a subagent ("agent:") nor a sidechain ("chain:") is it.
   */
  isMainThread: boolean;
  line: number;
  gapSeconds: number | null;
  gapText: string;
  reason: CacheBreakReason;
  reasonText: string;
  prevCacheRead: number;
  cacheRead: number;
  tokensDropped: number;
  tokensRewritten: number;
  costUsd: number | null;
  costText: string;
  model: string;
  modelText: string;
};

/**
 * A gap between two calls in words: "8 s", "56 min", "1 h 2 min", "2 d 3 h"; "unknown" when a
 * timestamp is missing.
 */
export function describeGap(seconds: number | null): string {
  if (seconds === null) return "unknown";
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

const isMainThread = (source: string) => !/^(agent|chain):/.test(source);

/**
 * Cache breaks as table rows, in file order: the gap and the reason in words, the cache read
 * that was lost, what writing it again cost ("no price" for a model without one).
 *
 * @example
 * toCacheBreakRows([ttlBreak])[0] // { atCall: 13, gapText: "56 min", reasonText: "time gap over the cache TTL", costText: "$0.1709", ... }
 */
export function toCacheBreakRows(breaks: readonly CacheBreak[]): CacheBreakRow[] {
  return breaks.map((b) => ({
    id: `${b.source}:${b.atCall}:${b.line}`,
    atCall: b.atCall,
    source: b.source,
    sourceText: describeSource(b.source),
    isMainThread: isMainThread(b.source),
    line: b.line,
    gapSeconds: b.gapSeconds,
    gapText: describeGap(b.gapSeconds),
    reason: b.reason,
    reasonText: CACHE_BREAK_REASON_TEXT[b.reason],
    prevCacheRead: b.prevCacheRead,
    cacheRead: b.cacheRead,
    tokensDropped: b.prevCacheRead - b.cacheRead,
    tokensRewritten: b.tokensRewritten,
    costUsd: b.rewriteCostUsd,
    costText: b.rewriteCostUsd === null ? "no price" : formatUsdPrecise(b.rewriteCostUsd),
    model: b.model,
    modelText: shortModelName(b.model),
  }));
}

export type CacheBreakTotals = {
  count: number;
  tokensRewritten: number;
  costUsd: number;
  unpriced: number;
};

/** What the shown breaks add up to; breaks without a price are counted, not guessed. */
export function totalCacheBreaks(rows: readonly CacheBreakRow[]): CacheBreakTotals {
  return rows.reduce<CacheBreakTotals>(
    (sum, row) => ({
      count: sum.count + 1,
      tokensRewritten: sum.tokensRewritten + row.tokensRewritten,
      costUsd: sum.costUsd + (row.costUsd ?? 0),
      unpriced: sum.unpriced + (row.costUsd === null ? 1 : 0),
    }),
    { count: 0, tokensRewritten: 0, costUsd: 0, unpriced: 0 },
  );
}
