import { z } from "zod";
import type { ReplayResult } from "../compaction/replay/replay-result";

const loose = z.object({}).loose();

/**
 * What is checked of a ReplayResult (or the inspector's projection of one) before drawing it: the engine version and every
 * part the inspector reads, each the right kind of value. The parts' own fields are typed by
 * the engine (`lib/compaction/replay/replay-result.ts`), which produced them on our server: checking
 * the envelope catches an answer from another version or an error page without restating the
 * engine's types here.
 */
export const replayEnvelopeShape = {
  engineVersion: z.number().int(),
  profile: z.string(),
  profileReason: z.string(),
  configKey: z.string(),
  config: z.record(z.string(), z.object({ value: z.unknown(), overridden: z.boolean() })),
  window: loose,
  thresholds: loose,
  events: z.array(z.object({ kind: z.string(), atCall: z.number(), detail: loose }).loose()),
  recorded: z.array(z.object({ kind: z.string(), uuid: z.string(), atCall: z.number() }).loose()),
  recordsCompactions: z.boolean(),
  cacheBreaks: z.array(z.object({ source: z.string(), atCall: z.number() }).loose()),
  explanations: z.array(z.object({ uuid: z.string(), atCall: z.number() }).loose()),
  thresholdInference: loose,
  fit: loose.nullable().optional(),
};

const replayEnvelopeSchema = z.object({
  ...replayEnvelopeShape,
  calls: z.array(
    z.object({
      index: z.number(),
      actualTokens: z.number(),
      replayTokens: z.number(),
      countTokens: z.number(),
      states: loose,
    }),
  ),
});

export const replayResultSchema = z.custom<ReplayResult>(
  (value) => replayEnvelopeSchema.safeParse(value).success,
  { message: "not a ReplayResult of this engine (missing or mistyped parts)" },
);
