import { z } from "zod";
import { promptTemplateSchema } from "@/lib/contracts/prompt-templates";
import { summaryVariantSchema } from "@/lib/contracts/summary-variant";

/**
 * The answers the summaries UI reads that have no schema of their own in `lib/contracts`: the
 * list wrappers, the models list and the stream's events (the README's summaries API). Parsed with
 * zod at the edge like every other answer (STYLE: never cast).
 */
export const variantsAnswerSchema = z.object({ variants: z.array(summaryVariantSchema) });

const llmModelSchema = z.looseObject({
  id: z.string(),
  label: z.string(),
  contextWindow: z.number().optional(),
  /** List prices from lib/pricing; null for a model the table does not price. */
  prices: z.object({ inputPerMTok: z.number(), outputPerMTok: z.number() }).nullish(),
});
export type LlmModel = z.infer<typeof llmModelSchema>;

/** `GET /api/llm/models`: `baseUrl` is null when the server uses the API's own address. */
export const modelsAnswerSchema = z.object({
  models: z.array(llmModelSchema),
  defaultModel: z.string().optional(),
  anthropic: z.object({ configured: z.boolean(), baseUrl: z.string().nullish() }),
});
export type ModelsAnswer = z.infer<typeof modelsAnswerSchema>;

export const templatesAnswerSchema = z.object({ templates: z.array(promptTemplateSchema) });

export const templateDiffSchema = z.object({ patch: z.string(), hunks: z.array(z.unknown()) });

/** The server-sent events of a streamed `POST .../summaries`. */
export const streamEventSchemas = {
  variant: summaryVariantSchema,
  text: z.object({ delta: z.string(), outputTokens: z.number() }),
  done: summaryVariantSchema,
  error: z.object({ code: z.string(), message: z.string() }),
} as const;
