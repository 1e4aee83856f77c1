import { z } from "zod";
import type { ReplayCall, ReplayResult } from "../compaction/replay-result";
import { replayEnvelopeShape } from "./replay-result-schema";

/** A replayed call as the inspector reads it: `states` follow from `countTokens` and are left out. */
export type InspectorCall = Omit<ReplayCall, "states">;

/**
 * The replay result the session inspector draws: every part of a ReplayResult but the
 * per-call threshold states. A full ReplayResult is one too, so preparers typed on it serve
 * the compaction page's full results as well.
 */
export type InspectorReplay = Omit<ReplayResult, "calls"> & { calls: InspectorCall[] };

/**
 * The inspector's wire form (`POST /api/transcripts/:id/replay?view=inspector`): the calls as
 * columns of numbers instead of objects. SPEC's `calls[].states` made 2.35 of a 10,232-call
 * result's 2.89 MB; the columns are about 0.2 MB, parsed and checked in a few milliseconds.
 */
export type InspectorReplayWire = Omit<ReplayResult, "calls"> & {
  callColumns: {
    index: number[];
    actualTokens: number[];
    replayTokens: number[];
    countTokens: number[];
  };
};

/**
 * Projects a replay result onto the inspector's wire form (pure, linear in the calls).
 *
 * @example
 * toInspectorReplayWire(result).callColumns.replayTokens[0] === result.calls[0]?.replayTokens
 */
export function toInspectorReplayWire(result: ReplayResult): InspectorReplayWire {
  const { calls, ...rest } = result;
  return {
    ...rest,
    callColumns: {
      index: calls.map((call) => call.index),
      actualTokens: calls.map((call) => call.actualTokens),
      replayTokens: calls.map((call) => call.replayTokens),
      countTokens: calls.map((call) => call.countTokens),
    },
  };
}

const column = z.array(z.number());

const wireSchema = z.object({
  ...replayEnvelopeShape,
  callColumns: z
    .object({ index: column, actualTokens: column, replayTokens: column, countTokens: column })
    .refine(
      (c) =>
        c.actualTokens.length === c.index.length &&
        c.replayTokens.length === c.index.length &&
        c.countTokens.length === c.index.length,
      { message: "the call columns differ in length" },
    ),
});

/**
 * Parses the inspector's wire form (the envelope as `replayResultSchema` checks it, the columns
 * in full) and turns the columns back into calls.
 */
export const inspectorReplaySchema = wireSchema.transform((wire): InspectorReplay => {
  const { callColumns: c, ...rest } = wire as unknown as InspectorReplayWire;
  const calls = c.index.map((index, i): InspectorCall => ({
    index,
    actualTokens: c.actualTokens[i] ?? 0,
    replayTokens: c.replayTokens[i] ?? 0,
    countTokens: c.countTokens[i] ?? 0,
  }));
  return { ...rest, calls };
});
