import { z } from "zod";
import { describeSettings } from "../../compaction/fit/describe-settings";
import { FIT_CONSTANTS } from "../../compaction/fit/fit-candidates";
import { replayedCompactionCalls } from "../../compaction/replay/event-kinds";
import { peakWindowOf, resolvedWindowSchema, type CallContexts } from "./peak-window";
import type { ReplayAgreementSummary } from "../../contracts/replay-agreement";

const counts = {
  reproduces: z.number().int().min(0),
  of: z.number().int().min(0),
  extra: z.number().int().min(0),
};

/**
 * The parts of a replay result (SPEC's form or the inspector's: both carry them) that say how
 * far it reproduces the recording. `fit` is required: only a replay as recorded carries it.
 */
const agreementPartsSchema = z.object({
  engineVersion: z.number().int(),
  recorded: z.array(
    z.object({ kind: z.string(), trigger: z.string().nullable(), replayable: z.boolean() }),
  ),
  recordsCompactions: z.boolean(),
  window: resolvedWindowSchema,
  /** SPEC's form lists the calls; the inspector's holds them as columns. */
  calls: z.array(z.object({ index: z.number(), actualTokens: z.number() })).optional(),
  callColumns: z
    .object({ index: z.array(z.number()), actualTokens: z.array(z.number()) })
    .optional(),
  /** The replay's events, counted as compactions when the file cannot record any. */
  events: z.array(z.object({ kind: z.string(), atCall: z.number().int() })),
  fit: z
    .object({
      settings: z.array(
        z.object({
          constant: z.enum(FIT_CONSTANTS),
          value: z.union([z.number(), z.boolean()]),
          variable: z.string().nullable(),
        }),
      ),
      ...counts,
      auto: z.object(counts),
    })
    .nullable(),
});
export type AgreementParts = z.infer<typeof agreementPartsSchema>;

const isWhole = (c: { reproduces: number; of: number; extra: number }) =>
  c.reproduces === c.of && c.extra === 0;

function callsOf({ calls, callColumns }: AgreementParts): CallContexts {
  if (callColumns !== undefined) return callColumns;
  return {
    index: (calls ?? []).map((call) => call.index),
    actualTokens: (calls ?? []).map((call) => call.actualTokens),
  };
}

/**
 * How far a replay as recorded reproduces the file's compactions, from its result: the fit's
 * own measure of `auto` (lib/compaction/fit/reproduction.ts) when the fit ran, and when it is
 * null (`auto` reproduces everything) the compactions the fit would have had to explain: the
 * replayable ones not made by hand. A file whose format records no compactions checks nothing:
 * the replay's compactions are counted, none is called reproduced or extra. The window at the
 * session's largest context is kept beside it (`peakWindowOf`).
 *
 * @example
 * agreementOfReplay(resultUnderPct80).fitted // { settings: "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80", isComplete: true }
 */
export function agreementOfReplay(parts: AgreementParts): ReplayAgreementSummary {
  const { recorded, recordsCompactions, events, fit } = parts;
  const measured = { recordsCompactions, peakWindow: peakWindowOf(parts.window, callsOf(parts)) };
  if (!recordsCompactions) {
    const replayed = replayedCompactionCalls(events).length;
    const none = { recorded: 0, reproduced: 0, isComplete: false, fitted: null };
    return { ...none, extra: replayed, ...measured };
  }
  if (fit === null) {
    const explained = recorded.filter(
      (event) => event.kind === "compaction" && event.replayable && event.trigger !== "manual",
    ).length;
    const all = { recorded: explained, reproduced: explained, extra: 0, isComplete: true };
    return { ...all, ...measured, fitted: null };
  }
  const { auto } = fit;
  return {
    recorded: auto.of,
    reproduced: auto.reproduces,
    extra: auto.extra,
    isComplete: isWhole(auto),
    ...measured,
    fitted:
      fit.settings.length === 0
        ? null
        : { settings: describeSettings(fit.settings), isComplete: isWhole(fit) },
  };
}

/** A replay result's JSON bytes -> its agreement and the engine that measured it. */
export function readReplayAgreement(json: Uint8Array): {
  agreement: ReplayAgreementSummary;
  engineVersion: number;
} {
  const parts = agreementPartsSchema.parse(JSON.parse(Buffer.from(json).toString("utf8")));
  return { agreement: agreementOfReplay(parts), engineVersion: parts.engineVersion };
}
