import { PTL_FALLBACK_DROP_FRACTION } from "./config";

/** One message of a compaction request, by size. `roundId` groups an API round's records. */
export type PtlMessage = {
  role: "user" | "assistant";
  tokens: number;
  /** Assistant message.id: a new id starts a new API round. */
  roundId?: string;
  /** The synthetic marker a previous retry prepended. */
  isMarker?: boolean;
};

export type PtlOptions = {
  dropFraction?: number;
  /** Seed 003's fix: strip our own marker before grouping (false reproduces the stall). */
  stripMarker?: boolean;
  markerTokens?: number;
};

/** One group per model response with its tool results; leading user messages form their own group. */
export function groupByApiRound(messages: readonly PtlMessage[]): PtlMessage[][] {
  const groups: PtlMessage[][] = [];
  let current: PtlMessage[] = [];
  let lastRound: string | undefined;
  for (const message of messages) {
    const startsRound =
      message.role === "assistant" &&
      (message.roundId === undefined || message.roundId !== lastRound);
    if (startsRound && current.length > 0) {
      groups.push(current);
      current = [];
    }
    if (message.role === "assistant") lastRound = message.roundId;
    current.push(message);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/**
 * Seed 003's `truncateHeadForPTLRetry`: drops the oldest API-round groups until they cover
 * the reported token gap, or 20% of the groups when the gap is unparseable; prepends a
 * synthetic user marker if the rest would start with an assistant message; null when every
 * group would go. Strips its own marker from a previous retry first, or the 20% fallback
 * would drop only the marker and make no progress.
 *
 * @example
 * truncateHeadForPtlRetry(messages, 12_000)?.length
 */
export function truncateHeadForPtlRetry(
  messages: readonly PtlMessage[],
  gapTokens: number | null,
  options: PtlOptions = {},
): PtlMessage[] | null {
  const {
    dropFraction = PTL_FALLBACK_DROP_FRACTION,
    stripMarker = true,
    markerTokens = 10,
  } = options;
  const input = stripMarker && messages[0]?.isMarker === true ? messages.slice(1) : messages;
  const groups = groupByApiRound(input);
  let drop = 0;
  if (gapTokens === null) {
    drop = Math.max(1, Math.floor(groups.length * dropFraction));
  } else {
    let covered = 0;
    while (drop < groups.length && covered < gapTokens) {
      covered += (groups[drop] ?? []).reduce((sum, m) => sum + m.tokens, 0);
      drop++;
    }
  }
  if (drop >= groups.length) return null;
  const rest = groups.slice(drop).flat();
  if (rest[0]?.role === "assistant")
    return [{ role: "user", tokens: markerTokens, isMarker: true }, ...rest];
  return rest;
}
