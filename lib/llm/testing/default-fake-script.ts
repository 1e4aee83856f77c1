import { z } from "zod";
import { CHARS_PER_TOKEN } from "../../compaction/mechanisms/threshold/config";
import type { SummaryContentBlock } from "../../compaction/summary-request/summary-request-types";
import { readConversation } from "../offline/read-conversation";
import { writeOfflineSummary } from "../offline/write-offline-summary";
import type { FakeAnswer } from "./fake-answer";
import type { RecordedRequest } from "./fake-messages-api";

const textPartSchema = z.object({ type: z.literal("text"), text: z.string() });

const blockSchema = z.union([
  textPartSchema,
  z.object({ type: z.literal("tool_use"), id: z.string(), name: z.string(), input: z.unknown() }),
  z.object({
    type: z.literal("tool_result"),
    tool_use_id: z.string(),
    content: z
      .union([
        z.string(),
        // Images and other parts of a tool result are not text: dropped.
        z
          .array(z.unknown())
          .transform((parts) => parts.flatMap((part) => textPartSchema.safeParse(part).data ?? [])),
      ])
      .default(""),
    is_error: z.boolean().optional(),
  }),
]);

/** The messages of a Messages API body; blocks other than text and tools (images, thinking) dropped. */
const bodySchema = z.object({
  max_tokens: z.number().int().positive().optional(),
  messages: z.array(
    z.object({
      role: z.enum(["user", "assistant"]),
      content: z.union([
        z.string(),
        z.array(z.unknown()).transform((blocks) =>
          blocks.flatMap((block): SummaryContentBlock[] => {
            const parsed = blockSchema.safeParse(block);
            return parsed.success ? [parsed.data] : [];
          }),
        ),
      ]),
    }),
  ),
});

/**
 * The fake server's default answer (npm run fake-api): a summary in Claude Code's shape
 * (`<analysis>`, then `<summary>` with the nine sections) written from the request's own
 * messages by the offline summarizer's writer, so it quotes the real conversation and the
 * metrics have something true to score. Its analysis says it came from the fake.
 */
export function defaultFakeSummary(request: RecordedRequest): FakeAnswer {
  const parsed = bodySchema.safeParse(request.body);
  const messages = parsed.success ? parsed.data.messages : [];
  // Within the request's output cap, as a model stops at max_tokens.
  const maxChars = (parsed.data?.max_tokens ?? Infinity) * CHARS_PER_TOKEN;
  const text = writeOfflineSummary(readConversation(messages), maxChars)
    .join("")
    .replace(
      "Written offline from the conversation's structure; no model was called.",
      "Written by the fake Messages API from the request's messages.",
    );
  return { text, chunkSize: 24 };
}
