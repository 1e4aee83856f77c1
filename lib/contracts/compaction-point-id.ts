/**
 * The `:point` of `/sessions/:id/compactions/:point`, the same ids `GET .../compactions`
 * answers: `recorded-<uuid>` (a compaction the file recorded) or `replayed-<atCall>` (one the
 * replay made before main-thread call `atCall`).
 */
export type CompactionPointId =
  { origin: "recorded"; uuid: string } | { origin: "replayed"; atCall: number };

// Claude Code writes v4 uuids, but hand-made files use any id: one URL-safe token, no slash or
// dot, so a point never reads as a path. A colon is allowed in a path segment: the Codex
// reader's ids are `codex:<line>`.
const RECORDED = /^recorded-([A-Za-z0-9_:-]{1,100})$/;
// Nine digits is a billion calls: longer is a typo or a probe, not a call index.
const REPLAYED = /^replayed-(\d{1,9})$/;

/**
 * Reads a point id from a URL segment; null for anything else (the page answers 404).
 *
 * @example
 * parseCompactionPoint("replayed-42") // { origin: "replayed", atCall: 42 }
 */
export function parseCompactionPoint(segment: string): CompactionPointId | null {
  // A route's param may arrive still percent-encoded (`recorded-codex%3A12`).
  const text = decodeSegment(segment);
  const recorded = RECORDED.exec(text);
  if (recorded?.[1] !== undefined) return { origin: "recorded", uuid: recorded[1] };
  const replayed = REPLAYED.exec(text);
  if (replayed?.[1] !== undefined) return { origin: "replayed", atCall: Number(replayed[1]) };
  return null;
}

/** The URL segment of a point: the inverse of `parseCompactionPoint`. */
export function formatCompactionPoint(point: CompactionPointId): string {
  return point.origin === "recorded" ? `recorded-${point.uuid}` : `replayed-${point.atCall}`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
