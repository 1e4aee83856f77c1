import { isOfFamily } from "../replay/event-kinds";
import type { ReplayResult } from "../replay/replay-result";

export type CallsUntilNextCompaction =
  /** The replay compacted again `calls` calls later, before call `nextAtCall`. */
  | { kind: "next"; calls: number; nextAtCall: number }
  /** No later compaction: the file ends `calls` calls after it (a lower bound). */
  | { kind: "end-of-file"; calls: number }
  /** The replay made no compaction at that call: the counterfactual does not apply. */
  | { kind: "not-compacted" };

/**
 * How many calls a replay ran between its compaction at `atCall` and the next one: with
 * `summaryAt` in the request, "calls until the next compaction had this summary been used".
 * A bigger summary leaves less room, so the next compaction comes sooner.
 *
 * @example
 * const result = replaySession(model, { summaryAt: { atCall: 120, tokens: 6_000 } });
 * callsUntilNextCompaction(result, 120) // { kind: "next", calls: 41, nextAtCall: 161 }
 */
export function callsUntilNextCompaction(
  result: Pick<ReplayResult, "events" | "calls">,
  atCall: number,
): CallsUntilNextCompaction {
  const compactions = result.events.filter((event) => isOfFamily(event, "compaction"));
  if (!compactions.some((event) => event.atCall === atCall)) return { kind: "not-compacted" };
  const next = compactions.find((event) => event.atCall > atCall);
  if (next !== undefined)
    return { kind: "next", calls: next.atCall - atCall, nextAtCall: next.atCall };
  return { kind: "end-of-file", calls: result.calls.length - atCall };
}
