import { z } from "zod";
import { replayRequestSchema } from "../compaction/replay-request-schema";
import { summaryRequestSchema } from "../compaction/summary-request/summary-request-schema";

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
    })
    .nullable(),
  prompt: z.string().nullable(),
  replay: z.object({
    profile: replayRequestSchema.shape.profile,
    overrides: replayRequestSchema.shape.overrides,
  }),
});

export type VariantEnvelope = z.infer<typeof variantEnvelopeSchema>;

export function parseEnvelope(variantId: string, text: string): VariantEnvelope {
  const parsed = variantEnvelopeSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(
      `Summary variant ${variantId}: column request is malformed: ${parsed.error.message}`,
    );
  return parsed.data;
}
