import { describe, expect, it } from "vitest";
import { isOpenCodeMessage, toOpenCodeMessageBlocks } from "./opencode-message-blocks";

const message = (role: string, parts: unknown[]) => ({
  info: { id: "msg_1", sessionID: "ses_1", role },
  parts,
});
const tool = (state: Record<string, unknown>) => ({
  type: "tool",
  tool: "read",
  callID: "call_1",
  state: { input: { filePath: "a.ts" }, ...state },
});

describe("toOpenCodeMessageBlocks", () => {
  it("tells an OpenCode message line from other harnesses' records", () => {
    expect(isOpenCodeMessage(message("user", []))).toBe(true);
    expect(isOpenCodeMessage({ type: "user", message: { content: "hi" } })).toBe(false);
    expect(isOpenCodeMessage({ id: "ses_1", projectID: "p" })).toBe(false);
  });

  it("reads text and reasoning, and skips the step markers", () => {
    const blocks = toOpenCodeMessageBlocks(
      message("assistant", [
        { type: "step-start" },
        { type: "reasoning", text: "plan" },
        { type: "text", text: "done" },
        { type: "step-finish", tokens: {} },
      ]),
    );
    expect(blocks.map((block) => block.kind)).toEqual(["thinking", "text"]);
  });

  it.each([
    ["a completed call's output", { status: "completed", output: "hello" }, "hello", false],
    ["a failed call's error", { status: "error", error: "no such file" }, "no such file", true],
    [
      "a pruned output as the marker sent instead",
      { status: "completed", output: "x".repeat(100), time: { compacted: 1 } },
      "[Old tool result content cleared]",
      false,
    ],
  ])("follows a tool call with %s", (_what, state, text, isError) => {
    const [call, result] = toOpenCodeMessageBlocks(message("assistant", [tool(state)]));
    expect(call?.kind).toBe("tool-call");
    expect(result).toMatchObject({ kind: "tool-result", toolUseId: "call_1", text, isError });
  });

  it("shows a call still running without a result", () => {
    const blocks = toOpenCodeMessageBlocks(message("assistant", [tool({ status: "running" })]));
    expect(blocks.map((block) => block.kind)).toEqual(["tool-call"]);
  });
});
