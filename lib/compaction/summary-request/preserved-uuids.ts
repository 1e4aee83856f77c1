import { z } from "zod";

const boundarySchema = z.looseObject({
  compactMetadata: z
    .looseObject({
      preservedMessages: z.looseObject({ uuids: z.array(z.string()) }).optional(),
    })
    .optional(),
});

/**
 * The messages a compact boundary says were kept after the summary (2.1.153 on,
 * `compactMetadata.preservedMessages.uuids`): versions up to 2.1.325 leave them out of the
 * summarization request (the conformance lab, 2026-11-23). Empty for any other record.
 *
 * @example
 * preservedUuids({ compactMetadata: { preservedMessages: { uuids: ["a"] } } }) // ["a"]
 */
export function preservedUuids(boundary: unknown): string[] {
  return boundarySchema.safeParse(boundary).data?.compactMetadata?.preservedMessages?.uuids ?? [];
}
