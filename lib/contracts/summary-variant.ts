import { z } from "zod";
import { replayRequestSchema } from "../compaction/config/replay-request-schema";
import { baselineModelSchema } from "./summary-baseline";

/** Where a variant is in its life; `interrupted`: the server stopped while it ran. */
export const VARIANT_STATUSES = [
  "queued",
  "streaming",
  "done",
  "failed",
  "cancelled",
  "interrupted",
] as const;
export const variantStatusSchema = z.enum(VARIANT_STATUSES);
export type VariantStatus = z.infer<typeof variantStatusSchema>;

export const metricValueSchema = z.object({
  value: z.number().nullable(),
  display: z.string(),
  items: z.array(z.string()).optional(),
});

export const variantMetricsSchema = z.record(z.string(), metricValueSchema);
export type VariantMetrics = z.infer<typeof variantMetricsSchema>;

export const variantFailureSchema = z.object({ code: z.string(), message: z.string() });

/** The judge's score on each of its rubric's six dimensions, 0 to 5. */
export const judgeDimensionsSchema = z.object({
  accuracy: z.number(),
  context_awareness: z.number(),
  artifact_trail: z.number(),
  completeness: z.number(),
  continuity: z.number(),
  instruction_following: z.number(),
});

/**
 * One probe question of a variant: asked of the summary alone, then judged (0 to 5 on the
 * rubric's six dimensions; 0 to 1 in probes stored before the rubric, which name no version).
 */
export const variantProbeItemSchema = z.object({
  id: z.string(),
  kind: z.enum(["recall", "artifact", "continuation", "decision"]),
  /** Asked about a fact the session needed after the compaction, or about the range alone. */
  source: z.enum(["aftermath", "range"]).optional(),
  question: z.string(),
  /** The answer the summarised range itself gives (the judge's reference). */
  expected: z.string(),
  /** The model's answer from the summary alone; null when the answer call failed. */
  answer: z.string().nullable(),
  /** The judge's score, the mean of its dimensions; null when this probe failed. */
  score: z.number().nullable(),
  dimensions: judgeDimensionsSchema.nullable().optional(),
  /** The judge's reasons, or what failed. */
  reason: z.string(),
  failure: variantFailureSchema.nullable(),
});

/** A variant's probes (POST .../summaries/:variantId/probes): their mean score and each one. */
export const variantProbesSchema = z.object({
  /** Mean score of the judged probes; null when none was judged. */
  score: z.number().nullable(),
  /** The model that answered and judged. */
  model: z.string(),
  /** The judge prompt's version (judge-rubric.ts); absent in probes stored before it. */
  judgeVersion: z.string().optional(),
  probedAt: z.string(),
  items: z.array(variantProbeItemSchema),
});
export type VariantProbes = z.infer<typeof variantProbesSchema>;

/** Body of `POST .../summaries/:variantId/probes`: the model that answers and judges. */
export const probeVariantBodySchema = z.strictObject({
  model: z.string().min(1).max(200).optional(),
});
export type ProbeVariantBody = z.infer<typeof probeVariantBodySchema>;

/** The recorded summary's id as variant zero. */
export const RECORDED_VARIANT_ID = "recorded";

/** SummaryVariant as the API answers it (the summaries contract). */
export const summaryVariantSchema = z.object({
  id: z.string(),
  transcriptId: z.string(),
  point: z.string(),
  provider: z.enum(["anthropic", "offline", "baseline", "recorded"]),
  model: z.string(),
  templateId: z.string().nullable(),
  templateVersion: z.number().int().nullable(),
  customInstructions: z.string().nullable(),
  status: variantStatusSchema,
  failure: variantFailureSchema.nullable(),
  text: z.string(),
  inputTokens: z.number().nullable(),
  outputTokens: z.number().nullable(),
  latencyMs: z.number().nullable(),
  costUsd: z.number().nullable(),
  metrics: variantMetricsSchema.nullable(),
  /**
   * Null until the variant is probed (with an Anthropic key). The API always sends it; the
   * type lets it be absent so a variant built before probes existed still type-checks.
   */
  probes: variantProbesSchema.nullable().optional(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type SummaryVariant = z.infer<typeof summaryVariantSchema>;

export const providerSchema = z.enum(["anthropic", "offline", "baseline"]);

/** A baseline names itself in `model` (summary-baseline.ts); no other provider needs one. */
const baselineNamed = {
  check: (body: { provider: string; model?: string | undefined }) =>
    body.provider !== "baseline" || baselineModelSchema.safeParse(body.model).success,
  message:
    "a baseline's model is baseline:mask-tool-outputs, baseline:last-user-messages:<1 to 50> or baseline:policy-no-summary",
};

const LONG_TEXT = 200_000;

/** Body of `POST /api/transcripts/:id/compactions/:point/summaries`. */
export const createVariantBodySchema = z
  .strictObject({
    provider: providerSchema,
    model: z.string().min(1).max(200).optional(),
    templateId: z.string().min(1).max(100).optional(),
    templateVersion: z.number().int().min(1).optional(),
    prompt: z.string().min(1).max(LONG_TEXT).optional(),
    customInstructions: z.string().max(LONG_TEXT).optional(),
    profile: replayRequestSchema.shape.profile,
    overrides: replayRequestSchema.shape.overrides,
  })
  .refine((body) => body.prompt === undefined || body.templateId === undefined, {
    message: "give a templateId or a prompt, not both",
    path: ["prompt"],
  })
  .refine(baselineNamed.check, { message: baselineNamed.message, path: ["model"] });
export type CreateVariantBody = z.infer<typeof createVariantBodySchema>;

/** One variant of a batch: what to summarise every point with. */
export const variantSpecSchema = z
  .strictObject({
    provider: providerSchema,
    model: z.string().min(1).max(200).optional(),
    templateId: z.string().min(1).max(100).optional(),
    customInstructions: z.string().max(LONG_TEXT).optional(),
  })
  .refine(baselineNamed.check, { message: baselineNamed.message, path: ["model"] });
export type VariantSpec = z.infer<typeof variantSpecSchema>;

/** Up to 200 variants a batch: points times specs. */
export const MAX_BATCH_VARIANTS = 200;

/** Body of `POST /api/summary-batches`. */
export const createBatchBodySchema = z
  .strictObject({
    transcriptId: z.string().min(1).max(100),
    points: z.array(z.string().min(1).max(120)).min(1).max(100),
    variants: z.array(variantSpecSchema).min(1).max(20),
  })
  .refine((body) => body.points.length * body.variants.length <= MAX_BATCH_VARIANTS, {
    message: `a batch makes at most ${MAX_BATCH_VARIANTS} variants (points times variants)`,
  });
export type CreateBatchBody = z.infer<typeof createBatchBodySchema>;

export const BATCH_STATUSES = ["queued", "running", "done", "interrupted", "cancelled"] as const;
export const batchStatusSchema = z.enum(BATCH_STATUSES);

/** `GET /api/summary-batches/:id`. */
export const summaryBatchSchema = z.object({
  id: z.string(),
  transcriptId: z.string(),
  status: batchStatusSchema,
  progress: z.object({ done: z.number(), failed: z.number(), total: z.number() }),
  variantIds: z.array(z.string()),
  message: z.string().nullable(),
});
export type SummaryBatch = z.infer<typeof summaryBatchSchema>;
