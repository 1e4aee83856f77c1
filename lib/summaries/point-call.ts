import type { ReplayResult } from "../compaction/replay-result";

/**
 * The main-thread call a compaction point happened before: `replayed-<k>` is call k; a
 * `recorded-<uuid>` point is found among the replay's recorded compactions. Null for an
 * unknown point or a recorded one at call 0 (nothing before it to replay).
 *
 * @example
 * atCallOfPoint(result, "replayed-42") // 42
 */
export function atCallOfPoint(
  result: Pick<ReplayResult, "recorded">,
  point: string,
): number | null {
  const replayed = /^replayed-(\d{1,9})$/.exec(point);
  if (replayed?.[1] !== undefined) return Number(replayed[1]);
  const recorded = /^recorded-(.+)$/.exec(point);
  if (recorded === null) return null;
  const row = result.recorded.find((r) => r.kind === "compaction" && r.uuid === recorded[1]);
  return row !== undefined && row.atCall > 0 ? row.atCall : null;
}
