import { EVENT_KINDS } from "../replay/event-kinds";
import type { ReplayCall, ReplayEvent } from "../replay/replay-result";

/**
 * The context's growth per call (tokens, oldest first) from the replay's last compaction up to
 * `asOfCall`. A call where the replay compacted or microcompacted, or where the
 * context shrank (clearing the transcript shows), is left out: a drop says nothing about how
 * fast the context fills.
 *
 * @example
 * recentGrowth(result.calls, result.events, 120).length // calls since the compaction, less drops
 */
export function recentGrowth(
  calls: readonly Pick<ReplayCall, "replayTokens">[],
  events: readonly Pick<ReplayEvent, "kind" | "atCall">[],
  asOfCall: number,
): number[] {
  const drops = new Set<number>();
  let sinceCall = 0;
  for (const { kind, atCall } of events) {
    const { family } = EVENT_KINDS[kind];
    if (atCall > asOfCall) continue;
    if (family === "compaction") sinceCall = Math.max(sinceCall, atCall);
    if (family === "compaction" || family === "microcompaction") drops.add(atCall);
  }
  const deltas: number[] = [];
  for (let k = asOfCall; k > sinceCall; k--) {
    const current = calls[k];
    const previous = calls[k - 1];
    if (current === undefined || previous === undefined || drops.has(k)) continue;
    const delta = current.replayTokens - previous.replayTokens;
    if (delta >= 0) deltas.push(delta);
  }
  return deltas.reverse();
}
