import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { previewLine } from "@/lib/contracts/record-preview";
import { MAX_STRING_CHARS } from "@/lib/contracts/record-preview";
import {
  fixturePath,
  hasRealFixtures,
  readExpectedFigures,
} from "@/lib/transcript/testing/real-fixtures";
import { toMessageBlocks, type ConversationBlock } from "./message-blocks";

type Counts = Record<string, number>;

/** Block kinds counted straight from the raw JSON, independently of the preparer. */
function countRawBlocks(lines: string[]): Counts {
  const counts: Counts = {};
  for (const text of lines) {
    let record: unknown;
    try {
      record = JSON.parse(text);
    } catch {
      continue;
    }
    const content = (record as { message?: { content?: unknown } } | null)?.message?.content;
    if (!Array.isArray(content)) continue;
    for (const block of content as { type?: string }[]) {
      const type = block?.type ?? "?";
      counts[type] = (counts[type] ?? 0) + 1;
    }
  }
  return counts;
}

function blocksOf(lines: string[]): ConversationBlock[] {
  return lines.flatMap((text, index) => {
    const preview = previewLine(index + 1, text);
    return preview.kind === "record" ? toMessageBlocks(preview.record) : [];
  });
}

describe.skipIf(!hasRealFixtures)("conversation blocks of ../shared/fixtures/real", () => {
  it.each(readExpectedFigures().map(([name]) => [name]))("%s", (name) => {
    const lines = readFileSync(fixturePath(name), "utf8").split("\n");
    const raw = countRawBlocks(lines);
    const blocks = blocksOf(lines);
    const count = (kind: ConversationBlock["kind"]) => blocks.filter((b) => b.kind === kind).length;

    // Every tool call, tool result and thinking of the file is one block of the conversation.
    expect(count("tool-call")).toBe(raw.tool_use ?? 0);
    expect(count("tool-result")).toBe(raw.tool_result ?? 0);
    expect(count("thinking")).toBe(raw.thinking ?? 0);
    // No text reaches the page longer than the records endpoint lets through.
    for (const block of blocks) {
      const text = "text" in block ? block.text : "";
      expect(text.length).toBeLessThanOrEqual(MAX_STRING_CHARS * 4);
    }
    // Edits read as diffs and todo lists as lists wherever their input has the usual shape.
    const calls = blocks.flatMap((b) => (b.kind === "tool-call" ? [b.call] : []));
    for (const call of calls) {
      if (call.name === "TodoWrite") expect(call.detail.kind).toBe("todos");
      if (call.name === "Edit" || call.name === "Write" || call.name === "MultiEdit")
        expect(call.detail.kind).toBe("diff");
      if (call.name === "Bash") expect(call.fields[0]?.label).toBe("command");
    }
  });
});
