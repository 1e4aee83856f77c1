import { z } from "zod";

/** A readable piece of a record: a heading and plain text (never markup). */
export type RecordSection = { title: string; body: string };

export const looseObject = z.record(z.string(), z.unknown());
const recordSchema = z.object({
  type: z.string().optional(),
  subtype: z.string().optional(),
  message: z.object({ content: z.unknown().optional() }).optional(),
  content: z.unknown().optional(),
  attachment: z.unknown().optional(),
  data: z.unknown().optional(),
});
/** The content blocks of a message the API defines; other types pass as JSON. */
export const messageBlockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("text"), text: z.string() }),
  z.object({ type: z.literal("thinking"), thinking: z.string() }),
  z.object({
    type: z.literal("tool_use"),
    id: z.string(),
    name: z.string(),
    input: z.unknown().optional(),
  }),
  z.object({
    type: z.literal("tool_result"),
    tool_use_id: z.string(),
    content: z.unknown().optional(),
    is_error: z.boolean().optional(),
  }),
  z.object({ type: z.literal("image"), source: looseObject }),
]);

const pretty = (value: unknown) => JSON.stringify(value, null, 2) ?? String(value);

/** A string as it is, a list of blocks as their texts, anything else as indented JSON. */
function textOf(content: unknown): string {
  if (content === undefined) return "";
  if (typeof content === "string") return content;
  if (Array.isArray(content))
    return content
      .flatMap((item) => sectionsOfBlock(item))
      .map((s) => s.body)
      .join("\n\n");
  return pretty(content);
}

function sectionsOfBlock(raw: unknown): RecordSection[] {
  const parsed = messageBlockSchema.safeParse(raw);
  if (!parsed.success) return [{ title: "block", body: pretty(raw) }];
  const block = parsed.data;
  switch (block.type) {
    case "text":
      return [{ title: "text", body: block.text }];
    case "thinking":
      return [{ title: "thinking", body: block.thinking }];
    case "tool_use":
      return [{ title: `tool_use · ${block.name} (${block.id})`, body: pretty(block.input) }];
    case "tool_result":
      return [
        {
          title: `tool_result${block.is_error ? " (error)" : ""} for ${block.tool_use_id}`,
          body: textOf(block.content),
        },
      ];
    case "image":
      // The records endpoint has already swapped the base64 for its size label.
      return [{ title: "image", body: String(block.source.data ?? pretty(block.source)) }];
  }
}

/**
 * What a record says, in readable pieces: message blocks (text, thinking, tool_use input,
 * tool_result content), a system record's content, an attachment or progress payload. The
 * record is the records endpoint's preview, so huge strings already carry their size label.
 *
 * @example
 * toRecordSections({ type: "user", message: { content: "hi" } }) // [{ title: "text", body: "hi" }]
 */
export function toRecordSections(record: unknown): RecordSection[] {
  const parsed = recordSchema.safeParse(record);
  if (!parsed.success) return [];
  const { message, content, attachment, data } = parsed.data;
  if (message !== undefined) {
    const blocks = message.content;
    if (typeof blocks === "string") return [{ title: "text", body: blocks }];
    if (Array.isArray(blocks)) return blocks.flatMap(sectionsOfBlock);
    return [];
  }
  if (content !== undefined) return [{ title: "content", body: textOf(content) }];
  if (attachment !== undefined) return [{ title: "attachment", body: pretty(attachment) }];
  if (data !== undefined) return [{ title: "data", body: pretty(data) }];
  return [];
}

/** The whole record, indented: what the sections leave out (ids, usage, metadata). */
export function toRecordJson(record: unknown): string {
  return pretty(record);
}
