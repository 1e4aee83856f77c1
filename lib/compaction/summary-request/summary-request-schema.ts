import { z } from "zod";
import type { SummaryRequest } from "./summary-request-types";

const textBlock = z.strictObject({ type: z.literal("text"), text: z.string() });
const contentBlock = z.discriminatedUnion("type", [
  textBlock,
  z.strictObject({
    type: z.literal("tool_use"),
    id: z.string(),
    name: z.string(),
    input: z.unknown(),
  }),
  z.strictObject({
    type: z.literal("tool_result"),
    tool_use_id: z.string(),
    content: z.union([z.string(), z.array(textBlock)]),
    is_error: z.boolean().optional(),
  }),
]);

/**
 * `SummaryRequest` as zod, for whoever reads one from outside (the request route's answer, a
 * stored variant, the fake Messages API server): strict, so a block the builder never makes
 * (an image, a thinking block) fails with its path.
 *
 * @example
 * summaryRequestSchema.parse(await response.json().then((b) => b.request)).max_tokens
 */
export const summaryRequestSchema: z.ZodType<SummaryRequest> = z.strictObject({
  model: z.string().min(1),
  system: z.string(),
  messages: z.array(
    z.strictObject({
      role: z.enum(["user", "assistant"]),
      content: z.union([z.string(), z.array(contentBlock)]),
    }),
  ),
  max_tokens: z.number().int().positive(),
  temperature: z.number().min(0).max(1).optional(),
  thinking: z
    .discriminatedUnion("type", [
      z.strictObject({
        type: z.literal("enabled"),
        budget_tokens: z.number().int().positive(),
        display: z.literal("updates").optional(),
      }),
      z.strictObject({ type: z.literal("adaptive"), display: z.literal("updates").optional() }),
    ])
    .optional(),
  context_management: z
    .strictObject({
      edits: z.array(
        z.strictObject({ type: z.literal("clear_thinking_20251015"), keep: z.literal("all") }),
      ),
    })
    .optional(),
  tools: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        description: z.string(),
        input_schema: z.strictObject({ type: z.literal("object") }),
      }),
    )
    .optional(),
});
