import { z } from "zod";
import { CLEARED_TOOL_OUTPUT } from "@/lib/transcript/opencode/recorded-prunes";
import type { ConversationBlock } from "./message-blocks";
import { describeTextSize } from "./text-size";
import { toToolCallView } from "./tool-call";

const messageLineSchema = z.object({
  info: z.looseObject({ sessionID: z.string(), role: z.string() }),
  parts: z.array(z.unknown()),
});
const partSchema = z.looseObject({
  type: z.string().catch("part"),
  text: z.string().optional().catch(undefined),
  tool: z.string().catch("tool"),
  callID: z.string().catch(""),
  mime: z.string().optional().catch(undefined),
  state: z
    .looseObject({
      status: z.string().catch(""),
      input: z.unknown().optional(),
      output: z.string().optional().catch(undefined),
      error: z.string().optional().catch(undefined),
      time: z.looseObject({ compacted: z.number().optional().catch(undefined) }).optional(),
    })
    .optional()
    .catch(undefined),
});
type Part = z.infer<typeof partSchema>;

/** Whether a record is a line of the app's OpenCode transcript: a message `{ info, parts }`. */
export function isOpenCodeMessage(record: unknown): boolean {
  return messageLineSchema.safeParse(record).success;
}

function toolResult(part: Part): ConversationBlock | null {
  const state = part.state;
  if (!state || (state.status !== "completed" && state.status !== "error")) return null;
  const isError = state.status === "error";
  const text = isError
    ? (state.error ?? "")
    : state.time?.compacted !== undefined
      ? CLEARED_TOOL_OUTPUT
      : (state.output ?? "");
  const size = describeTextSize(text);
  const summary = `${isError ? "Error" : "Result"} · ${size.label}`;
  return { kind: "tool-result", toolUseId: part.callID, text, size, isError, images: [], summary };
}

/** One part: text, reasoning, a tool call with its result (OpenCode keeps both in one part). */
function partBlocks(part: Part): ConversationBlock[] {
  if (part.type === "text") return part.text ? [{ kind: "text", text: part.text }] : [];
  if (part.type === "reasoning") {
    const text = part.text ?? "";
    const size = describeTextSize(text);
    return [{ kind: "thinking", text, size, summary: `Reasoning · ${size.label}` }];
  }
  if (part.type === "tool") {
    const call = toToolCallView({ id: part.callID, name: part.tool, input: part.state?.input });
    const result = toolResult(part);
    return [{ kind: "tool-call", call }, ...(result ? [result] : [])];
  }
  if (part.type === "file") return [{ kind: "image", label: part.mime ?? "file" }];
  if (part.type === "compaction")
    return [{ kind: "other", title: "compaction", text: "The conversation was compacted here." }];
  if (part.type === "step-start" || part.type === "step-finish") return [];
  return [{ kind: "other", title: part.type, text: JSON.stringify(part, null, 2) }];
}

/**
 * What one line of an OpenCode transcript says, as the conversation's blocks: its parts in
 * order (text, reasoning folded, each tool call followed by its result, a pruned output as the
 * marker OpenCode sends instead); step markers carry nothing to read.
 *
 * @example
 * toOpenCodeMessageBlocks({ info: { sessionID: "ses_1", role: "user" }, parts: [{ type: "text", text: "hi" }] })
 * // [{ kind: "text", text: "hi" }]
 */
export function toOpenCodeMessageBlocks(record: unknown): ConversationBlock[] {
  const line = messageLineSchema.safeParse(record);
  if (!line.success) return [];
  return line.data.parts.flatMap((part) => partBlocks(partSchema.parse(part ?? {})));
}
