import { z } from "zod";

/** Claude Code's own prompt as a template: not a row, never editable (copy it to edit). */
export const DEFAULT_TEMPLATE_ID = "claude-code-default";
export const DEFAULT_TEMPLATE_NAME = "Claude Code default";

const MAX_PROMPT_CHARS = 200_000;

export const templateVersionInfoSchema = z.object({
  version: z.number().int(),
  createdAt: z.string(),
  note: z.string().nullable(),
});

/** One template in `GET /api/templates`. */
export const promptTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  readOnly: z.boolean(),
  latestVersion: z.number().int(),
  versions: z.array(templateVersionInfoSchema),
});
export type PromptTemplate = z.infer<typeof promptTemplateSchema>;

/** `GET /api/templates/:id/versions/:version`. */
export const promptTemplateVersionSchema = z.object({
  id: z.string(),
  name: z.string(),
  version: z.number().int(),
  prompt: z.string(),
  createdAt: z.string(),
});
export type PromptTemplateVersion = z.infer<typeof promptTemplateVersionSchema>;

/** Body of `POST /api/templates`. */
export const createTemplateBodySchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  prompt: z.string().min(1).max(MAX_PROMPT_CHARS),
  note: z.string().max(2_000).optional(),
});

/** Body of `POST /api/templates/:id/versions`. */
export const createVersionBodySchema = z.strictObject({
  prompt: z.string().min(1).max(MAX_PROMPT_CHARS),
  note: z.string().max(2_000).optional(),
});

/** The highest version number a URL may name: far past any template's, far below int4's. */
const MAX_VERSION = 1_000_000;

export const versionParamSchema = z.coerce.number().int().min(1).max(MAX_VERSION);

/** Query of `GET /api/templates/:id/diff`: two versions, the second maybe of another template. */
export const diffQuerySchema = z.object({
  from: versionParamSchema,
  to: versionParamSchema,
  otherId: z.string().min(1).max(100).optional(),
});
