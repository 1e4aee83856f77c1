import { replayedCompactionCalls as compactionCallsOf } from "@/lib/compaction/replay/event-kinds";
import type { InspectorReplay } from "@/lib/contracts/inspector-replay";

/** One recorded compaction beside the replay's compactions that answer it. */
export type PairedCompaction = {
  uuid: string;
  atCall: number;
  /**
   * The replay's compaction of the same rank (its n-th for the recording's n-th), and for the
   * last recorded one every later replayed compaction too. Empty: the replay runs out first.
   */
  replayedAt: number[];
  /** Its rank in the recording, from 0. */
  rank: number;
};

type Input = Pick<InspectorReplay, "recorded" | "events">;

/** Calls of the replay's events that stand for a recorded compaction, in order, once each. */
export function replayedCompactionCalls(result: Pick<InspectorReplay, "events">): number[] {
  return compactionCallsOf(result.events);
}

/**
 * Pairs the recording's replayable compactions with a replay's by rank: after the first
 * compaction the two contexts differ, so "the session's second compaction" is the only
 * comparison that holds whether the replay runs early or late. A boundary a resume copied in
 * is left out (the replay cannot make it).
 *
 * @example
 * pairCompactions(replayUnderBuffer40000).map((p) => p.replayedAt) // [[70], [127]] for 82 and 141
 */
export function pairCompactions(result: Input): PairedCompaction[] {
  const replayed = replayedCompactionCalls(result);
  const recorded = result.recorded
    .filter((event) => event.kind === "compaction" && event.replayable)
    .sort((a, b) => a.atCall - b.atCall);
  return recorded.map((event, i) => ({
    uuid: event.uuid,
    atCall: event.atCall,
    replayedAt: i === recorded.length - 1 ? replayed.slice(i) : replayed.slice(i, i + 1),
    rank: i,
  }));
}
