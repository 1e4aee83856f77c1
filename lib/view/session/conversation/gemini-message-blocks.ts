import { z } from "zod";
import type { ConversationBlock } from "./message-blocks";
import { describeTextSize } from "./text-size";
import { toToolCallView } from "./tool-call";

/** The message types a Gemini CLI session file writes (gemini-lab-facts.md). */
const MESSAGE_TYPES = new Set(["user", "gemini", "info", "error", "warning"]);

const messageSchema = z.object({
  id: z.string(),
  type: z.string().refine((type) => MESSAGE_TYPES.has(type)),
  content: z.unknown(),
  thoughts: z.array(z.unknown()).optional().catch(undefined),
  toolCalls: z.array(z.unknown()).optional().catch(undefined),
});
const setSchema = z.object({ $set: z.object({ messages: z.array(z.unknown()).optional() }) });
const textPart = z.object({ text: z.string() });
const thoughtSchema = z.object({
  subject: z.string().catch(""),
  description: z.string().catch(""),
});
const functionCallSchema = z.object({
  id: z.string().catch(""),
  name: z.string().catch("function"),
  args: z.unknown().optional(),
});
const functionResponseSchema = z.object({
  id: z.string().catch(""),
  response: z.unknown().optional(),
});
const outputSchema = z.object({ output: z.string() }).or(z.object({ error: z.string() }));

const pretty = (value: unknown) => JSON.stringify(value, null, 2) ?? String(value);

/** Whether a record is a Gemini CLI session file's message or `$set` (a Claude Code record has `message`). */
export function isGeminiRecord(record: unknown): boolean {
  if (typeof record !== "object" || record === null || "message" in record) return false;
  return messageSchema.safeParse(record).success || setSchema.safeParse(record).success;
}

function toolResult(raw: unknown): ConversationBlock {
  const { id, response } = functionResponseSchema.parse(raw);
  const output = outputSchema.safeParse(response);
  const isError = output.success && "error" in output.data;
  const text = output.success
    ? "output" in output.data
      ? output.data.output
      : output.data.error
    : pretty(response);
  const size = describeTextSize(text);
  const summary = `${isError ? "Error" : "Result"} · ${size.label}`;
  return { kind: "tool-result", toolUseId: id, text, size, isError, images: [], summary };
}

function toolCall(raw: unknown): ConversationBlock {
  const { id, name, args } = functionCallSchema.parse(raw);
  return { kind: "tool-call", call: toToolCallView({ id, name, input: args }) };
}

/** One `Part` of a message's content. */
function partBlock(part: unknown): ConversationBlock {
  const object = typeof part === "object" && part !== null ? (part as Record<string, unknown>) : {};
  const text = textPart.safeParse(part);
  if (text.success) return { kind: "text", text: text.data.text };
  if ("functionResponse" in object) return toolResult(object.functionResponse);
  if ("functionCall" in object) return toolCall(object.functionCall);
  if ("inlineData" in object || "fileData" in object) return { kind: "image", label: "media" };
  return { kind: "other", title: "part", text: pretty(part) };
}

function contentBlocks(content: unknown): ConversationBlock[] {
  if (typeof content === "string") return content === "" ? [] : [{ kind: "text", text: content }];
  if (Array.isArray(content)) return content.map(partBlock);
  return content === undefined ? [] : [{ kind: "other", title: "content", text: pretty(content) }];
}

function thinking(raw: unknown): ConversationBlock {
  const thought = thoughtSchema.safeParse(raw);
  const text = thought.success
    ? [thought.data.subject, thought.data.description].filter(Boolean).join("\n\n")
    : pretty(raw);
  const size = describeTextSize(text);
  return { kind: "thinking", text, size, summary: `Thought · ${size.label}` };
}

/** A new message list: a compression's state snapshot, else the list's size. */
function messageListBlocks(messages: readonly unknown[]): ConversationBlock[] {
  for (const message of messages) {
    const parsed = messageSchema.safeParse(message);
    const text = parsed.success ? contentBlocks(parsed.data.content) : [];
    const first = text[0];
    if (first?.kind === "text" && first.text.trimStart().startsWith("<state_snapshot>"))
      return [{ kind: "other", title: "summary", text: first.text }];
  }
  return [
    {
      kind: "other",
      title: "messages",
      text: `The message list, replaced: ${messages.length} messages.`,
    },
  ];
}

/**
 * What one Gemini CLI record says, as the conversation's blocks: a message's parts (text,
 * function calls and responses), a gemini message's thoughts folded as thinking and the tool
 * calls it lists once they ran, a compression's state snapshot; other `$set` records as JSON.
 *
 * @example
 * toGeminiMessageBlocks({ id: "a", type: "user", content: [{ text: "hi" }] }) // [{ kind: "text", text: "hi" }]
 */
export function toGeminiMessageBlocks(record: unknown): ConversationBlock[] {
  const set = setSchema.safeParse(record);
  if (set.success)
    return set.data.$set.messages
      ? messageListBlocks(set.data.$set.messages)
      : [{ kind: "other", title: "metadata", text: pretty(set.data.$set) }];
  const message = messageSchema.safeParse(record);
  if (!message.success) return [];
  const { thoughts = [], toolCalls = [], content } = message.data;
  return [...thoughts.map(thinking), ...contentBlocks(content), ...toolCalls.map(toolCall)];
}
