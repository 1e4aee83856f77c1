import { z } from "zod";
import type { ResponsesInputItem } from "./responses-input";

const text = z.object({ type: z.string(), text: z.string().optional() }).passthrough();
const message = z.object({
  type: z.literal("message"),
  role: z.string(),
  content: z.union([z.string(), z.array(text)]),
});
const functionCall = z.object({
  type: z.enum(["function_call", "custom_tool_call"]),
  call_id: z.string(),
  name: z.string(),
  arguments: z.string().optional(),
  input: z.string().optional(),
});
const output = z.union([
  z.string(),
  z.object({ content: z.string() }).passthrough(),
  z.array(text),
]);
const functionOutput = z.object({
  type: z.enum(["function_call_output", "custom_tool_call_output"]),
  call_id: z.string(),
  output,
});
const localShell = z.object({
  type: z.literal("local_shell_call"),
  call_id: z.string().nullish(),
  id: z.string().nullish(),
  action: z.unknown(),
});
const payload = z.discriminatedUnion("type", [
  message,
  functionCall.extend({ type: z.literal("function_call") }),
  functionCall.extend({ type: z.literal("custom_tool_call") }),
  functionOutput.extend({ type: z.literal("function_call_output") }),
  functionOutput.extend({ type: z.literal("custom_tool_call_output") }),
  localShell,
]);
const line = z.object({ type: z.literal("response_item"), payload: z.unknown() });

const ROLES = new Set(["user", "assistant", "developer", "system"]);

function outputText(value: z.infer<typeof output>): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map((part) => part.text ?? "").join("\n");
  return value.content;
}

export type CodexHistory = {
  items: ResponsesInputItem[];
  /** Lines that are not an item Codex sends (events, reasoning, snapshots, unknown kinds). */
  skipped: number;
};

/**
 * The history Codex sends, from a rollout's raw lines (each parsed JSON): every
 * `response_item` message, call and output as a Responses API input item, in file order.
 * Reasoning is sent encrypted and ghost snapshots never: both are skipped, like every event
 * line. A line that does not parse is skipped, never thrown on.
 *
 * @example
 * readCodexHistory([{ type: "response_item", payload: { type: "message", role: "user", content: [{ type: "input_text", text: "hi" }] } }]).items.length // 1
 */
export function readCodexHistory(records: readonly unknown[]): CodexHistory {
  const items: ResponsesInputItem[] = [];
  let skipped = 0;
  for (const record of records) {
    const item = toInputItem(record);
    if (item === null) skipped += 1;
    else items.push(item);
  }
  return { items, skipped };
}

function toInputItem(record: unknown): ResponsesInputItem | null {
  const parsedLine = line.safeParse(record);
  if (!parsedLine.success) return null;
  const parsed = payload.safeParse(parsedLine.data.payload);
  if (!parsed.success) return null;
  const p = parsed.data;
  switch (p.type) {
    case "message": {
      if (!ROLES.has(p.role)) return null;
      const role = p.role as "user" | "assistant" | "developer" | "system";
      const kind: "input_text" | "output_text" =
        role === "assistant" ? "output_text" : "input_text";
      const parts = typeof p.content === "string" ? [{ text: p.content }] : p.content;
      const content = parts
        .filter((part) => typeof part.text === "string" && part.text.length > 0)
        .map((part) => ({ type: kind, text: part.text ?? "" }));
      return content.length === 0 ? null : { type: "message", role, content };
    }
    case "function_call":
    case "custom_tool_call":
      return {
        type: "function_call",
        call_id: p.call_id,
        name: p.name,
        arguments: p.arguments ?? p.input ?? "",
      };
    case "function_call_output":
    case "custom_tool_call_output":
      return { type: "function_call_output", call_id: p.call_id, output: outputText(p.output) };
    case "local_shell_call": {
      const id = p.call_id ?? p.id;
      if (!id) return null;
      return {
        type: "function_call",
        call_id: id,
        name: "local_shell",
        arguments: JSON.stringify(p.action ?? null),
      };
    }
  }
}
