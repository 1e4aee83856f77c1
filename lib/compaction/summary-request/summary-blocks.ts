import { z } from "zod";
import type { SummaryContentBlock, SummaryTextBlock } from "./summary-request-types";

/** Seed 003: images and documents become this text marker before summarization. */
export const IMAGE_MARKER = "[image]";

const blockSchema = z.looseObject({ type: z.string() });
const textSchema = z.looseObject({ type: z.literal("text"), text: z.string() });
const toolUseSchema = z.looseObject({
  type: z.literal("tool_use"),
  id: z.string(),
  name: z.string(),
  input: z.unknown(),
});
const toolResultSchema = z.looseObject({
  type: z.literal("tool_result"),
  tool_use_id: z.string(),
  content: z.union([z.string(), z.array(z.unknown())]).optional(),
  is_error: z.boolean().optional(),
});

const isImageLike = (type: string) => type === "image" || type === "document";

/** A tool result's own content: text kept, images and documents `[image]`, nothing base64. */
function toolResultContent(content: string | unknown[] | undefined): {
  content: string | SummaryTextBlock[];
  images: number;
} {
  if (content === undefined) return { content: "", images: 0 };
  if (typeof content === "string") return { content, images: 0 };
  let images = 0;
  const blocks: SummaryTextBlock[] = [];
  for (const raw of content) {
    const text = textSchema.safeParse(raw);
    if (text.success) {
      blocks.push({ type: "text", text: text.data.text });
      continue;
    }
    const type = blockSchema.safeParse(raw).data?.type ?? "unknown";
    if (isImageLike(type)) images += 1;
    blocks.push({ type: "text", text: isImageLike(type) ? IMAGE_MARKER : `[${type}]` });
  }
  return { content: blocks, images };
}

/**
 * One content block of a record as the summarization request carries it (seeds 002, 003):
 * text, tool_use and tool_result kept (a result's images replaced); images and documents
 * `[image]`; thinking dropped (the request's shape has no thinking block, and seed 002
 * filters thinking-only messages); any other block named in brackets, never its payload.
 *
 * @example
 * toSummaryBlock({ type: "image", source: { type: "base64", data: "iVBOR" } }) // { block: { type: "text", text: "[image]" }, image: true }
 */
export function toSummaryBlock(raw: unknown): {
  block: SummaryContentBlock | null;
  images: number;
} {
  const type = blockSchema.safeParse(raw).data?.type ?? "unknown";
  if (type === "thinking" || type === "redacted_thinking") return { block: null, images: 0 };
  if (isImageLike(type)) return { block: { type: "text", text: IMAGE_MARKER }, images: 1 };
  const text = textSchema.safeParse(raw);
  if (text.success)
    return {
      block: text.data.text === "" ? null : { type: "text", text: text.data.text },
      images: 0,
    };
  const use = toolUseSchema.safeParse(raw);
  if (use.success) {
    const { id, name, input } = use.data;
    return { block: { type: "tool_use", id, name, input }, images: 0 };
  }
  const result = toolResultSchema.safeParse(raw);
  if (result.success) {
    const { content, images } = toolResultContent(result.data.content);
    const block: SummaryContentBlock = {
      type: "tool_result",
      tool_use_id: result.data.tool_use_id,
      content,
      ...(result.data.is_error === true ? { is_error: true } : {}),
    };
    return { block, images };
  }
  return { block: { type: "text", text: `[${type}]` }, images: 0 };
}

/** JSON with every base64 payload (an object whose `type` is "base64") replaced by `[image]`. */
export function stringifyWithoutBase64(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    const typed = blockSchema.safeParse(v);
    if (typed.success && (typed.data.type === "base64" || isImageLike(typed.data.type)))
      return IMAGE_MARKER;
    return v;
  });
}
