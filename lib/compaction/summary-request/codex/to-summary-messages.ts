import type { SummaryContentBlock, SummaryMessage } from "../summary-request-types";
import type { ResponsesInputItem } from "./responses-input";

function parseArguments(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { input: text };
  }
}

function blockOf(
  item: ResponsesInputItem,
): { role: "user" | "assistant"; block: SummaryContentBlock } | null {
  switch (item.type) {
    case "message": {
      const text = item.content.map((part) => part.text).join("\n");
      return {
        role: item.role === "assistant" ? "assistant" : "user",
        block: { type: "text", text },
      };
    }
    case "function_call":
      return {
        role: "assistant",
        block: {
          type: "tool_use",
          id: item.call_id,
          name: item.name,
          input: parseArguments(item.arguments),
        },
      };
    case "function_call_output":
      return {
        role: "user",
        block: { type: "tool_result", tool_use_id: item.call_id, content: item.output },
      };
    case "reasoning":
      return null;
  }
}

/**
 * Codex's history as messages any summarizer of the project reads (the offline one, a
 * Messages API model): developer and system context as user text, calls as tool_use, outputs
 * as tool_result; consecutive items of one role joined into one message, so roles alternate.
 * An output whose call is not in the range (summarised before it) becomes text.
 *
 * @example
 * toSummaryMessages([{ type: "message", role: "user", content: [{ type: "input_text", text: "hi" }] }]) // [{ role: "user", content: [{ type: "text", text: "hi" }] }]
 */
export function toSummaryMessages(items: readonly ResponsesInputItem[]): SummaryMessage[] {
  const calls = new Set(
    items.flatMap((item) => (item.type === "function_call" ? [item.call_id] : [])),
  );
  const messages: { role: "user" | "assistant"; content: SummaryContentBlock[] }[] = [];
  for (const item of items) {
    const found = blockOf(item);
    if (found === null) continue;
    const block =
      found.block.type === "tool_result" && !calls.has(found.block.tool_use_id)
        ? { type: "text" as const, text: String(found.block.content) }
        : found.block;
    const last = messages.at(-1);
    if (last?.role === found.role) last.content.push(block);
    else messages.push({ role: found.role, content: [block] });
  }
  return messages;
}
