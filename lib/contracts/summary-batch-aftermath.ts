import { z } from "zod";
import { REFERENCE_KINDS } from "../compaction/aftermath/reference-types";
import { batchStatusSchema } from "./summary-variant";

/** One template/variant of a summary batch over its points (see BATCH_AFTERMATH_DEFINITION). */
export const batchAftermathRowSchema = z.object({
  provider: z.string(),
  model: z.string(),
  templateId: z.string().nullable(),
  templateVersion: z.number().nullable(),
  hasCustomInstructions: z.boolean(),
  /** Points scored: a summary written at a point with an aftermath. */
  points: z.number(),
  unscoredPoints: z.number(),
  /** Share of a point's facts carried, 0 to 1 (nearest rank, over points with a fact). */
  carriedMedian: z.number().nullable(),
  carriedP90: z.number().nullable(),
  carried: z.number(),
  total: z.number(),
  byKind: z.array(
    z.object({ kind: z.enum(REFERENCE_KINDS), carried: z.number(), total: z.number() }),
  ),
  /** Tokens the session re-spent on facts not carried: per point and in all. */
  missedTokensMedian: z.number().nullable(),
  missedTokensP90: z.number().nullable(),
  missedTokensTotal: z.number().nullable(),
  missedUsd: z.number().nullable(),
});
export type BatchAftermathRow = z.infer<typeof batchAftermathRowSchema>;

/** `GET /api/summary-batches/:id/aftermath` (JSON). */
export const batchAftermathSchema = z.object({
  status: batchStatusSchema,
  definition: z.string(),
  rows: z.array(batchAftermathRowSchema),
});

/** `GET /api/summary-batches/:id/aftermath` query: JSON, or the same rows as a CSV download. */
export const batchAftermathQuerySchema = z.strictObject({
  format: z.enum(["json", "csv"]).default("json"),
});
