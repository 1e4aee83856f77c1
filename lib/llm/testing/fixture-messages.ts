import { readFileSync } from "node:fs";
import type {
  SummaryContentBlock,
  SummaryMessage,
} from "../../compaction/summary-request/summary-request-types";

type Block = {
  type?: unknown;
  text?: unknown;
  id?: unknown;
  name?: unknown;
  input?: unknown;
  tool_use_id?: unknown;
  content?: unknown;
  is_error?: unknown;
};

function toBlock(block: Block): SummaryContentBlock | null {
  if (block.type === "text" && typeof block.text === "string")
    return { type: "text", text: block.text };
  if (block.type === "tool_use" && typeof block.id === "string" && typeof block.name === "string")
    return { type: "tool_use", id: block.id, name: block.name, input: block.input ?? {} };
  if (block.type === "tool_result" && typeof block.tool_use_id === "string") {
    const content =
      typeof block.content === "string"
        ? block.content
        : Array.isArray(block.content)
          ? (block.content as Block[]).flatMap((part) =>
              part.type === "text" && typeof part.text === "string"
                ? [{ type: "text" as const, text: part.text }]
                : [],
            )
          : "";
    return {
      type: "tool_result",
      tool_use_id: block.tool_use_id,
      content,
      is_error: block.is_error === true,
    };
  }
  return null;
}

/**
 * A real transcript's main-thread user and assistant records as Messages API messages, built
 * simply (no merging or filtering: that is the request builder's job), for tests that need
 * realistic input for a summarizer.
 */
export function fixtureMessages(file: string): SummaryMessage[] {
  const messages: SummaryMessage[] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    let record: {
      type?: unknown;
      isSidechain?: unknown;
      message?: { role?: unknown; content?: unknown };
    };
    try {
      record = JSON.parse(line) as typeof record;
    } catch {
      continue;
    }
    if ((record.type !== "user" && record.type !== "assistant") || record.isSidechain === true)
      continue;
    const { content } = record.message ?? {};
    const role = record.type;
    if (typeof content === "string") messages.push({ role, content });
    else if (Array.isArray(content)) {
      const blocks = (content as Block[]).flatMap((block) => toBlock(block) ?? []);
      if (blocks.length) messages.push({ role, content: blocks });
    }
  }
  return messages;
}
