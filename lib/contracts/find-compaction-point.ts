import type { CompactionPoint } from "./compaction-points";
import { isOfFamily, type KindOf } from "../compaction/replay/event-kinds";
import type { RecordedEvent, ReplayEvent, ReplayResult } from "../compaction/replay/replay-result";
import type { CompactionPointId } from "./compaction-point-id";

export type RecordedCompactionRow = Extract<RecordedEvent, { kind: "compaction" }>;
export type CompactionEvent = Extract<ReplayEvent, { kind: KindOf<"compaction"> }>;

/**
 * The compaction a page shows. A recorded one comes with the replayed compaction at the same
 * call (if the replay made one there), a replayed one with the recorded compaction at its call:
 * the recorded summary is the one summary both share.
 */
export type FoundPoint =
  | { origin: "recorded"; row: RecordedCompactionRow; event: CompactionEvent | null }
  | { origin: "replayed"; event: CompactionEvent; row: RecordedCompactionRow | null };

// Enough to find the right id by eye; a session with more is told how many there are.
const LISTED_POINTS = 12;

function recordedRows(result: ReplayResult): RecordedCompactionRow[] {
  return result.recorded.filter((r): r is RecordedCompactionRow => r.kind === "compaction");
}

function compactionEvents(result: ReplayResult): CompactionEvent[] {
  return result.events.filter((e): e is CompactionEvent => isOfFamily(e, "compaction"));
}

/** One sentence naming the points that do exist, for the 404 page. */
export function describeExistingPoints(
  points: readonly Pick<CompactionPoint, "point" | "atCall">[],
): string {
  if (points.length === 0)
    return "This session has no compaction points: it never compacted, and the replay under these constants did not either.";
  const listed = points.slice(0, LISTED_POINTS).map((p) => `${p.point} (call ${p.atCall})`);
  const more = points.length > LISTED_POINTS ? ` and ${points.length - LISTED_POINTS} more` : "";
  return `This session's compaction points are ${listed.join(", ")}${more}.`;
}

/**
 * The recorded row or replayed event a point id names under this replay; null when there is
 * none (a uuid of another session, or a call where these constants did not compact).
 *
 * @example
 * findCompactionPoint(result, { origin: "replayed", atCall: 41 })?.origin // "replayed"
 */
export function findCompactionPoint(
  result: ReplayResult,
  id: CompactionPointId,
): FoundPoint | null {
  const rows = recordedRows(result);
  const events = compactionEvents(result);
  if (id.origin === "recorded") {
    const row = rows.find((r) => r.uuid.toLowerCase() === id.uuid.toLowerCase());
    if (row === undefined) return null;
    return { origin: "recorded", row, event: events.find((e) => e.atCall === row.atCall) ?? null };
  }
  const event = events.find((e) => e.atCall === id.atCall);
  if (event === undefined) return null;
  return { origin: "replayed", event, row: rows.find((r) => r.atCall === id.atCall) ?? null };
}
