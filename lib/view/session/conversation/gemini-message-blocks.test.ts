import { describe, expect, it } from "vitest";
import { isGeminiRecord, toGeminiMessageBlocks } from "./gemini-message-blocks";
import { toMessageBlocks } from "./message-blocks";

const call = { id: "read_file_1", name: "read_file", args: { file_path: "src/a.ts" } };

describe("a Gemini CLI record in the conversation", () => {
  it("tells Gemini CLI's records from Claude Code's", () => {
    expect(isGeminiRecord({ id: "a", type: "user", content: [{ text: "hi" }] })).toBe(true);
    expect(isGeminiRecord({ $set: { lastUpdated: "x" } })).toBe(true);
    expect(isGeminiRecord({ type: "user", uuid: "u", message: { content: "hi" } })).toBe(false);
  });

  it("reads a prompt's text and a tool's result", () => {
    const blocks = toMessageBlocks({
      id: "u",
      type: "user",
      content: [
        { text: "read it" },
        { functionResponse: { id: "read_file_1", response: { output: "x\ny" } } },
      ],
    });
    expect(blocks[0]).toEqual({ kind: "text", text: "read it" });
    expect(blocks[1]).toMatchObject({
      kind: "tool-result",
      toolUseId: "read_file_1",
      text: "x\ny",
      isError: false,
    });
  });

  it("reads a gemini message's thoughts, text and the tool calls it lists", () => {
    const blocks = toGeminiMessageBlocks({
      id: "g",
      type: "gemini",
      content: "Reading.",
      thoughts: [{ subject: "Plan", description: "Read the file." }],
      toolCalls: [call],
    });
    expect(blocks.map((b) => b.kind)).toEqual(["thinking", "text", "tool-call"]);
    expect(blocks[0]).toMatchObject({ text: "Plan\n\nRead the file." });
    expect(blocks[2]).toMatchObject({ call: { id: "read_file_1", name: "read_file" } });
  });

  it("shows a compression's state snapshot as its summary", () => {
    const snapshot = "<state_snapshot>goal</state_snapshot>";
    const blocks = toGeminiMessageBlocks({
      $set: { messages: [{ id: "s", type: "user", content: [{ text: snapshot }] }] },
    });
    expect(blocks).toEqual([{ kind: "other", title: "summary", text: snapshot }]);
  });
});
