import { z } from "zod";

/**
 * The summaries API's answers as the browser reads them (the issue 9 contract). Parsed with
 * zod at the edge like every other answer (STYLE: never cast); the shapes are the contract's,
 * loose where the contract leaves room (a metric's items, a model's extra fields).
 */
export const VARIANT_STATUSES = [
  "queued",
  "streaming",
  "done",
  "failed",
  "cancelled",
  "interrupted",
] as const;
export type VariantStatus = (typeof VARIANT_STATUSES)[number];

export const metricValueSchema = z.object({
  value: z.number().nullable(),
  display: z.string(),
  items: z.array(z.string()).optional(),
});

export const summaryVariantSchema = z.object({
  id: z.string(),
  transcriptId: z.string(),
  point: z.string(),
  provider: z.enum(["anthropic", "offline", "recorded"]),
  model: z.string(),
  templateId: z.string().nullable(),
  templateVersion: z.number().nullable(),
  customInstructions: z.string().nullable(),
  status: z.enum(VARIANT_STATUSES),
  failure: z.object({ code: z.string(), message: z.string() }).nullable(),
  text: z.string(),
  inputTokens: z.number().nullable(),
  outputTokens: z.number().nullable(),
  latencyMs: z.number().nullable(),
  costUsd: z.number().nullable(),
  metrics: z.record(z.string(), metricValueSchema).nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type SummaryVariant = z.infer<typeof summaryVariantSchema>;

export const variantsAnswerSchema = z.object({ variants: z.array(summaryVariantSchema) });
export const variantAnswerSchema = z.object({ variant: summaryVariantSchema });

export const llmModelSchema = z.looseObject({
  id: z.string(),
  label: z.string(),
  window: z.number().optional(),
});
export type LlmModel = z.infer<typeof llmModelSchema>;

export const modelsAnswerSchema = z.object({
  models: z.array(llmModelSchema),
  anthropic: z.object({ configured: z.boolean(), baseUrl: z.string().optional() }),
});
export type ModelsAnswer = z.infer<typeof modelsAnswerSchema>;

export const templateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  readOnly: z.boolean(),
  latestVersion: z.number(),
  versions: z.array(
    z.object({ version: z.number(), createdAt: z.string(), note: z.string().nullable() }),
  ),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;
export const templatesAnswerSchema = z.object({ templates: z.array(templateSummarySchema) });

export const templateVersionSchema = z.object({
  id: z.string(),
  name: z.string(),
  version: z.number(),
  prompt: z.string(),
  createdAt: z.string(),
});
export type TemplateVersion = z.infer<typeof templateVersionSchema>;

export const templateDiffSchema = z.object({ patch: z.string(), hunks: z.array(z.unknown()) });

/** The server-sent events of a streamed `POST .../summaries`. */
export const streamEventSchemas = {
  variant: summaryVariantSchema,
  text: z.object({ delta: z.string(), outputTokens: z.number() }),
  done: summaryVariantSchema,
  error: z.object({ code: z.string(), message: z.string() }),
} as const;
