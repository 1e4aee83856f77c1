import { z } from "zod";
import type { SummaryRequest } from "../compaction/summary-request/summary-request-types";

const textBlock = z.object({ type: z.literal("text"), text: z.string() });
const contentBlock = z.union([
  textBlock,
  z.object({ type: z.literal("tool_use"), id: z.string(), name: z.string(), input: z.unknown() }),
  z.object({
    type: z.literal("tool_result"),
    tool_use_id: z.string(),
    content: z.union([z.string(), z.array(textBlock)]),
    is_error: z.boolean().optional(),
  }),
]);

/** A stored SummaryRequest read back (a stored JSON column is an edge). */
export const summaryRequestSchema = z.object({
  model: z.string(),
  system: z.string(),
  messages: z.array(
    z.object({
      role: z.enum(["user", "assistant"]),
      content: z.union([z.string(), z.array(contentBlock)]),
    }),
  ),
  max_tokens: z.number().int(),
}) satisfies z.ZodType<SummaryRequest>;
