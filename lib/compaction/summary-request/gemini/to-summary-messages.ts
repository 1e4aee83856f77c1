import type { SummaryContentBlock, SummaryMessage } from "../summary-request-types";
import type { GeminiContent } from "./read-gemini-history";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** What a function response gives back as text: its `output` when a string, else its JSON. */
function responseText(response: unknown): string {
  if (isObject(response) && typeof response.output === "string") return response.output;
  return JSON.stringify(response) ?? "";
}

function blockOf(part: unknown, calls: ReadonlySet<string>): SummaryContentBlock | null {
  if (!isObject(part)) return null;
  if (typeof part.text === "string")
    return part.thought === true ? null : { type: "text", text: part.text };
  const call = part.functionCall;
  if (isObject(call) && typeof call.id === "string")
    return {
      type: "tool_use",
      id: call.id,
      name: String(call.name ?? "tool"),
      input: call.args ?? {},
    };
  const response = part.functionResponse;
  if (isObject(response)) {
    const text = responseText(response.response);
    const id = typeof response.id === "string" ? response.id : "";
    // A response whose call was summarised before the range reads as text.
    return calls.has(id)
      ? { type: "tool_result", tool_use_id: id, content: text }
      : { type: "text", text };
  }
  return null;
}

/**
 * Gemini's contents as messages the project's summarizers read (the offline one, a Messages API
 * model): `model` as assistant, function calls as tool_use, responses as tool_result, thoughts
 * left out; consecutive contents of one role joined, so roles alternate.
 *
 * @example
 * toGeminiSummaryMessages([{ role: "model", parts: [{ text: "ok" }] }]) // [{ role: "assistant", content: [{ type: "text", text: "ok" }] }]
 */
export function toGeminiSummaryMessages(contents: readonly GeminiContent[]): SummaryMessage[] {
  const calls = new Set<string>();
  for (const content of contents)
    for (const part of content.parts)
      if (isObject(part) && isObject(part.functionCall) && typeof part.functionCall.id === "string")
        calls.add(part.functionCall.id);
  const messages: { role: "user" | "assistant"; content: SummaryContentBlock[] }[] = [];
  for (const content of contents) {
    const role = content.role === "model" ? "assistant" : "user";
    const blocks = content.parts.flatMap((part) => blockOf(part, calls) ?? []);
    if (blocks.length === 0) continue;
    const last = messages.at(-1);
    if (last?.role === role) last.content.push(...blocks);
    else messages.push({ role, content: blocks });
  }
  return messages;
}
