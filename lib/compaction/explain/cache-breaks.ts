import { priceCacheRewrite } from "../../pricing/price-usage";
import type { ApiCall, TranscriptModel } from "../../transcript/model";
import { memoByObject } from "../replay/memo-by-object";

/** A drop counts only when it exceeds both bars (seed 001, "Cache Break Detection"). */
export const CACHE_BREAK_MIN_DROP_FRACTION = 0.05; // seed 001
export const CACHE_BREAK_MIN_DROP_TOKENS = 2_000; // seed 001
/** Prompt-cache lifetimes (seed 001): 5 minutes by default, 1 hour when 1h cache was written. */
export const CACHE_TTL_DEFAULT_MS = 5 * 60_000; // seed 001
export const CACHE_TTL_1H_MS = 60 * 60_000; // seed 001

export type CacheBreakReason = "model" | "version" | "ttl" | "server";

export type CacheBreak = {
  source: string;
  /** Index of the call within its query source (the main-thread call index on the main thread). */
  atCall: number;
  line: number;
  prevCacheRead: number;
  cacheRead: number;
  reason: CacheBreakReason;
  /** Seconds between the previous response and this request. */
  gapSeconds: number | null;
  /** The cached prefix lost: what this call had to write to cache again. */
  tokensRewritten: number;
  /**
   * USD of writing `tokensRewritten` to the cache again, at this call's model rate and at the
   * 5-minute or 1-hour write rate as this call wrote (lib/pricing); null when the model has no
   * price.
   */
  rewriteCostUsd: number | null;
  model: string;
};

export const CACHE_BREAK_REASON_TEXT: Record<CacheBreakReason, string> = {
  model: "model changed",
  version: "Claude Code version changed (system prompt likely changed)",
  ttl: "time gap over the cache TTL",
  server: "likely server-side",
};

/**
 * Finds prompt-cache breaks per query source (SPEC section 4): comparing each call with the
 * previous one of its source, a drop of cache reads by more than 5% of the previous call's
 * cache reads and more than 2,000 tokens. A compaction or microcompaction in between removes
 * the baseline (the drop is expected); haiku calls are not tracked. Each break carries the
 * tokens re-written and what they cost.
 *
 * @example
 * detectCacheBreaks(model).filter((b) => b.source === model.mainSource).length
 */
export function detectCacheBreaks(model: TranscriptModel): CacheBreak[] {
  return [...cachedBreaks(model, null)];
}

// The breaks depend on the model alone: found once per model, copied out per replay.
const cachedBreaks = memoByObject(findCacheBreaks, () => "", 1);

function findCacheBreaks(model: TranscriptModel): CacheBreak[] {
  const resets = resetPoints(model);
  const previousBySource = new Map<string, ApiCall>();
  const breaks: CacheBreak[] = [];
  for (const call of model.calls) {
    if (call.model.includes("haiku")) continue;
    const previous = previousBySource.get(call.source);
    previousBySource.set(call.source, call);
    // Resets before this call's first record are consumed once: linear in calls + resets.
    const resetSincePrevious = resets.get(call.source)?.consumeBefore(call.firstEntry) ?? false;
    if (previous === undefined || resetSincePrevious) continue;
    const baseline = previous.usage.cacheReadInputTokens;
    const drop = baseline - call.usage.cacheReadInputTokens;
    if (drop <= baseline * CACHE_BREAK_MIN_DROP_FRACTION || drop <= CACHE_BREAK_MIN_DROP_TOKENS)
      continue;
    const gapMs =
      previous.endTimestamp !== null && call.timestamp !== null
        ? call.timestamp - previous.endTimestamp
        : null;
    breaks.push({
      source: call.source,
      atCall: call.sourceIndex,
      line: call.firstLine,
      prevCacheRead: baseline,
      cacheRead: call.usage.cacheReadInputTokens,
      reason: reasonFor(previous, call, gapMs),
      gapSeconds: gapMs === null ? null : Math.round(gapMs / 1000),
      tokensRewritten: drop,
      rewriteCostUsd: priceCacheRewrite(call.model, call.usage, drop)?.usd ?? null,
      model: call.model,
    });
  }
  return breaks;
}

function reasonFor(previous: ApiCall, call: ApiCall, gapMs: number | null): CacheBreakReason {
  if (previous.model !== call.model) return "model";
  if (previous.version !== call.version) return "version";
  const ttl = previous.usage.cacheCreation1hTokens > 0 ? CACHE_TTL_1H_MS : CACHE_TTL_DEFAULT_MS;
  if (gapMs !== null && gapMs > ttl) return "ttl";
  return "server";
}

/**
 * Compactions and microcompactions of each source as a cursor over their entry indices: calls
 * arrive in file order, so each reset is passed once.
 */
function resetPoints(
  model: TranscriptModel,
): Map<string, { consumeBefore(entryIndex: number): boolean }> {
  const points = new Map<string, number[]>();
  for (const { source, entryIndex } of [...model.compactions, ...model.microcompactions]) {
    const list = points.get(source) ?? [];
    list.push(entryIndex);
    points.set(source, list);
  }
  const cursors = new Map<string, { consumeBefore(entryIndex: number): boolean }>();
  for (const [source, list] of points) {
    list.sort((a, b) => a - b);
    let next = 0;
    cursors.set(source, {
      /** Whether any reset lies before `entryIndex` that an earlier call has not yet passed. */
      consumeBefore(entryIndex: number): boolean {
        const start = next;
        while (next < list.length && (list[next] as number) < entryIndex) next += 1;
        return next > start;
      },
    });
  }
  return cursors;
}
