import { z } from "zod";
import { PROFILE_IDS } from "../../compaction/config/profiles";
import { replayRequestSchema } from "../../compaction/config/replay-request-schema";
import { summaryRequestSchema } from "../../compaction/summary-request/summary-request-schema";

/**
 * What a variant's `request` column keeps: the exact request sent (null until it is built: a
 * batch builds each when its turn comes), the range's token estimate, the prompt and the
 * replay settings it was built with. Enough to send the same request again.
 */
export const variantEnvelopeSchema = z.object({
  built: z
    .object({
      request: summaryRequestSchema,
      estimatedInputTokens: z.number(),
      atCall: z.number().int().optional(),
      // Absent in rows stored before the counterfactual used the inserted summary's size.
      profile: z.enum(PROFILE_IDS).optional(),
      trigger: z.enum(["auto", "manual"]).optional(),
      restoredFiles: z.array(z.string()).optional(),
    })
    .nullable(),
  prompt: z.string().nullable(),
  replay: z.object({
    profile: replayRequestSchema.shape.profile,
    overrides: replayRequestSchema.shape.overrides,
  }),
});

export type VariantEnvelope = z.infer<typeof variantEnvelopeSchema>;
type StoredBuilt = NonNullable<VariantEnvelope["built"]>;

/**
 * What a variant keeps of a built request: the request (with the variant's own model when it
 * names one) and the facts its metrics need, without the builder's other figures.
 */
export function toStoredBuilt(built: StoredBuilt, model: string | undefined): StoredBuilt {
  const { request, estimatedInputTokens, atCall, profile, trigger, restoredFiles } = built;
  return {
    request: model === undefined || model === "" ? request : { ...request, model },
    estimatedInputTokens,
    ...(atCall === undefined ? {} : { atCall }),
    ...(profile === undefined ? {} : { profile }),
    ...(trigger === undefined ? {} : { trigger }),
    ...(restoredFiles === undefined ? {} : { restoredFiles }),
  };
}

export function parseEnvelope(variantId: string, text: string): VariantEnvelope {
  const parsed = variantEnvelopeSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(
      `Summary variant ${variantId}: column request is malformed: ${parsed.error.message}`,
    );
  return parsed.data;
}
