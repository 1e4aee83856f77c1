import type {
  SummaryContentBlock,
  SummaryMessage,
} from "../../compaction/summary-request/summary-request-types";
import { blocksOf, resultText, withoutClaudeCodeNotes } from "../../summaries/read-messages";

/**
 * One block as a line of text: what a person reads of a transcript. A tool call is its name
 * and its input as JSON; a tool result its text, or `placeholder` when it is masked.
 */
function renderBlock(
  role: SummaryMessage["role"],
  block: SummaryContentBlock,
  masked: ReadonlySet<string>,
  placeholder: string,
): string | null {
  switch (block.type) {
    case "text": {
      const text = role === "user" ? withoutClaudeCodeNotes(block.text) : block.text.trim();
      return text === "" ? null : `${role === "user" ? "User" : "Assistant"}: ${text}`;
    }
    case "tool_use":
      return `Tool call ${block.name}: ${JSON.stringify(block.input)}`;
    case "tool_result": {
      const label = block.is_error === true ? "Tool error" : "Tool result";
      return masked.has(block.tool_use_id)
        ? `${label}: ${placeholder}`
        : `${label}: ${resultText(block.content)}`;
    }
  }
}

/**
 * A summarised range as plain text, one block per paragraph in order: user and assistant text
 * (the user's without Claude Code's own notes), tool calls with their input, tool results with
 * their text, or `placeholder` for the results whose tool_use id is in `masked`.
 *
 * @example
 * renderRange([{ role: "user", content: "fix it" }]) // "User: fix it"
 */
export function renderRange(
  messages: readonly SummaryMessage[],
  masked: ReadonlySet<string> = new Set(),
  placeholder = "",
): string {
  const lines: string[] = [];
  for (const message of messages)
    for (const block of blocksOf(message)) {
      const line = renderBlock(message.role, block, masked, placeholder);
      if (line !== null) lines.push(line);
    }
  return lines.join("\n\n");
}
