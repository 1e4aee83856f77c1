import { z } from "zod";
import { looseObject, messageBlockSchema } from "@/lib/view/session/tree/record-sections";
import { describeTextSize, type TextSize } from "./text-size";
import { toToolCallView, type ToolCallView } from "./tool-call";
import { isCodexLine, toCodexMessageBlocks } from "./codex-message-blocks";
import { isGeminiRecord, toGeminiMessageBlocks } from "./gemini-message-blocks";
import { isOpenCodeMessage, toOpenCodeMessageBlocks } from "./opencode-message-blocks";

/** One piece of a message, in the order the message says it. */
export type ConversationBlock =
  /** Markdown, drawn inert. */
  | { kind: "text"; text: string }
  | { kind: "thinking"; text: string; size: TextSize; summary: string }
  | { kind: "tool-call"; call: ToolCallView }
  | {
      kind: "tool-result";
      toolUseId: string;
      text: string;
      size: TextSize;
      isError: boolean;
      images: string[];
      /** "Result · 3.4 kB, 52 lines, 1 image": what the folded result holds. */
      summary: string;
    }
  /** "image/png, 12.3 kB": never the image itself. */
  | { kind: "image"; label: string }
  /** Plain text under a title: a system record, an attachment, a block of an unknown type. */
  | { kind: "other"; title: string; text: string };

const recordSchema = z.object({
  message: z.object({ content: z.unknown().optional() }).optional(),
  content: z.unknown().optional(),
  attachment: z.unknown().optional(),
  /** A system api_error's error: `formatted` is the sentence Claude Code showed. */
  error: z.unknown().optional(),
});
const apiErrorSchema = z.object({ formatted: z.string() });
// The tree's blocks, and the two the conversation names rather than dumps as JSON.
const blockSchema = z.discriminatedUnion("type", [
  ...messageBlockSchema.options,
  z.object({ type: z.literal("redacted_thinking") }),
  z.object({ type: z.literal("document"), source: looseObject }),
]);

const pretty = (value: unknown) => JSON.stringify(value, null, 2) ?? String(value);

/** The records endpoint has already swapped base64 for "[base64 image/png, 1.2 MB]". */
function describeMedia(source: Record<string, unknown>): string {
  const data = typeof source.data === "string" ? source.data : "";
  const label = /^\[base64 (.+)\]$/.exec(data)?.[1];
  if (label !== undefined) return label;
  if (typeof source.url === "string") return `linked (${source.url})`;
  return typeof source.media_type === "string" ? source.media_type : "of unknown size";
}

/** A tool result's content: its texts joined, its images as labels. */
function resultContent(content: unknown): { text: string; images: string[] } {
  if (content === undefined) return { text: "", images: [] };
  if (typeof content === "string") return { text: content, images: [] };
  if (!Array.isArray(content)) return { text: pretty(content), images: [] };
  const texts: string[] = [];
  const images: string[] = [];
  for (const item of content) {
    const block = blockSchema.safeParse(item);
    if (block.success && block.data.type === "text") texts.push(block.data.text);
    else if (block.success && block.data.type === "image")
      images.push(describeMedia(block.data.source));
    else texts.push(pretty(item));
  }
  return { text: texts.join("\n\n"), images };
}

function summariseResult(isError: boolean, size: TextSize, images: number): string {
  const head = isError ? "Error" : "Result";
  const imageText = images === 0 ? "" : `, ${images} image${images === 1 ? "" : "s"}`;
  return `${head} · ${size.label}${imageText}`;
}

function toBlock(raw: unknown): ConversationBlock {
  const parsed = blockSchema.safeParse(raw);
  if (!parsed.success) return { kind: "other", title: "block", text: pretty(raw) };
  const block = parsed.data;
  switch (block.type) {
    case "text":
      return { kind: "text", text: block.text };
    case "thinking": {
      const size = describeTextSize(block.thinking);
      return { kind: "thinking", text: block.thinking, size, summary: `Thinking · ${size.label}` };
    }
    case "redacted_thinking":
      return { kind: "other", title: "thinking", text: "Redacted by the API: no text recorded." };
    case "tool_use":
      return { kind: "tool-call", call: toToolCallView(block) };
    case "tool_result": {
      const { text, images } = resultContent(block.content);
      const isError = block.is_error === true;
      const size = describeTextSize(text);
      return {
        kind: "tool-result",
        toolUseId: block.tool_use_id,
        text,
        size,
        isError,
        images,
        summary: summariseResult(isError, size, images.length),
      };
    }
    case "image":
      return { kind: "image", label: describeMedia(block.source) };
    case "document":
      return { kind: "other", title: "document", text: describeMedia(block.source) };
  }
}

/**
 * What a record says, as blocks to read: a message's text (markdown), thinking, tool calls
 * with their inputs, tool results with their size, images as labels; a system record's
 * content or an attachment as plain text. The record is the records endpoint's preview: huge
 * strings already carry their size label, and nothing here is trusted to be of any shape.
 *
 * @example
 * toMessageBlocks({ type: "user", message: { content: "hi" } }) // [{ kind: "text", text: "hi" }]
 */
export function toMessageBlocks(record: unknown): ConversationBlock[] {
  if (isCodexLine(record)) return toCodexMessageBlocks(record);
  if (isGeminiRecord(record)) return toGeminiMessageBlocks(record);
  if (isOpenCodeMessage(record)) return toOpenCodeMessageBlocks(record);
  const parsed = recordSchema.safeParse(record);
  if (!parsed.success) return [];
  const { message, content, attachment, error } = parsed.data;
  if (message !== undefined) {
    const blocks = message.content;
    if (typeof blocks === "string") return blocks === "" ? [] : [{ kind: "text", text: blocks }];
    if (Array.isArray(blocks)) return blocks.map(toBlock);
    return [];
  }
  if (typeof content === "string") return [{ kind: "other", title: "content", text: content }];
  if (content !== undefined) return [{ kind: "other", title: "content", text: pretty(content) }];
  if (error !== undefined) {
    const known = apiErrorSchema.safeParse(error);
    return [
      { kind: "other", title: "error", text: known.success ? known.data.formatted : pretty(error) },
    ];
  }
  if (attachment !== undefined)
    return [{ kind: "other", title: "attachment", text: pretty(attachment) }];
  return [];
}
