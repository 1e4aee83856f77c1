import { z } from "zod";
import type { ReplayCall, ReplayResult } from "../compaction/replay/replay-result";
import { thresholdStates } from "../compaction/mechanisms/threshold/threshold-states";
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
 * Projects a replay result onto the inspector's wire form (pure, linear in the calls). The
 * columns take the calls' place among the keys, so `fromInspectorReplayWire` gives back the
 * result's exact JSON.
 *
 * @example
 * toInspectorReplayWire(result).callColumns.replayTokens[0] === result.calls[0]?.replayTokens
 */
export function toInspectorReplayWire(result: ReplayResult): InspectorReplayWire {
  const { calls } = result;
  const callColumns = {
    index: calls.map((call) => call.index),
    actualTokens: calls.map((call) => call.actualTokens),
    replayTokens: calls.map((call) => call.replayTokens),
    countTokens: calls.map((call) => call.countTokens),
  };
  return Object.fromEntries(
    Object.entries(result).map(([key, value]) =>
      key === "calls" ? ["callColumns", callColumns] : [key, value],
    ),
  ) as InspectorReplayWire;
}

/**
 * The full ReplayResult back from its wire form: the wire is complete, as each call's `states`
 * follow from its `countTokens` and the result's thresholds (the engine's own `thresholdStates`).
 * The calls take the columns' place, so a stored wire answers SPEC's form byte for byte.
 *
 * @example
 * JSON.stringify(fromInspectorReplayWire(toInspectorReplayWire(result))) === JSON.stringify(result)
 */
export function fromInspectorReplayWire(wire: InspectorReplayWire): ReplayResult {
  const { callColumns: c, thresholds } = wire;
  const calls = c.index.map((index, i): ReplayCall => {
    const countTokens = c.countTokens[i] ?? 0;
    return {
      index,
      actualTokens: c.actualTokens[i] ?? 0,
      replayTokens: c.replayTokens[i] ?? 0,
      countTokens,
      states: thresholdStates(countTokens, thresholds),
    };
  });
  return Object.fromEntries(
    Object.entries(wire).map(([key, value]) =>
      key === "callColumns" ? ["calls", calls] : [key, value],
    ),
  ) as ReplayResult;
}

const column = z.array(z.number());

/** The wire form's envelope and columns, checked (for a stored wire read back, too). */
export const inspectorReplayWireSchema = z.object({
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
export const inspectorReplaySchema = inspectorReplayWireSchema.transform(
  (wire): InspectorReplay => {
    const { callColumns: c, ...rest } = wire as unknown as InspectorReplayWire;
    const calls = c.index.map((index, i): InspectorCall => ({
      index,
      actualTokens: c.actualTokens[i] ?? 0,
      replayTokens: c.replayTokens[i] ?? 0,
      countTokens: c.countTokens[i] ?? 0,
    }));
    return { ...rest, calls };
  },
);
