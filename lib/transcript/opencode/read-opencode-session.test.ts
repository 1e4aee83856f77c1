import { describe, expect, it } from "vitest";
import { createModelBuilder } from "../build-model";
import {
  assistantMessage,
  compactionMessages,
  readSessionLines,
  sessionInfo,
  SESSION_ID,
  tokens,
  toLines,
  toolPart,
  userMessage,
} from "./testing/session-lines";

/** A prompt, a tool call with its result in one part, then the answer. */
const TURN = [
  sessionInfo(),
  userMessage("msg_u1", "read a.ts"),
  assistantMessage(
    "msg_a1",
    "msg_u1",
    [toolPart("call_1", "x".repeat(400))],
    tokens(1_000, 10, 500),
  ),
  assistantMessage(
    "msg_a2",
    "msg_u1",
    [{ type: "text", text: "done" }],
    tokens(1_200, 5, 1_000, 100),
  ),
];

describe("the OpenCode reader", () => {
  it("is picked by the session line and tags the model with its id, title and folder", () => {
    const model = readSessionLines(TURN);
    expect(model.harness).toBe("opencode");
    expect(model.sessionIds).toEqual([SESSION_ID]);
    expect(model.title).toBe("Fix the parser");
    expect(model.cwd).toBe("/work/app");
    expect(model.invalidLineCount).toBe(0);
    expect(model.versions).toEqual(["1.18.33"]);
  });

  it("makes one call per assistant message, its context the total OpenCode compares", () => {
    const model = readSessionLines(TURN);
    expect(model.calls.map((call) => call.contextTokens)).toEqual([1_510, 2_305]);
    expect(model.calls[1]?.usage).toEqual({
      inputTokens: 1_200,
      outputTokens: 5,
      cacheCreationInputTokens: 100,
      cacheReadInputTokens: 1_000,
      cacheCreation1hTokens: 0,
    });
    expect(model.calls[0]?.model).toBe("claude-sonnet-4-5");
  });

  it("sums the parts when a message records no total", () => {
    const usage = { ...tokens(700, 20, 300, 0), total: 0 };
    const model = readSessionLines([
      sessionInfo(),
      assistantMessage("msg_a1", "msg_u1", [{ type: "text", text: "hi" }], usage),
    ]);
    expect(model.calls[0]?.contextTokens).toBe(1_020);
  });

  it("pairs a tool part's call with its result, sent back as the next entry", () => {
    const model = readSessionLines(TURN);
    expect(model.entries.map((entry) => entry.type)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
    ]);
    expect(model.toolPairs).toEqual([
      { toolUseId: "call_1", name: "read", useEntry: 1, resultEntry: 2 },
    ]);
    expect(model.entries[2]?.blocks).toEqual([
      { kind: "tool_result", toolUseId: "call_1", chars: 400, isError: false, images: 0 },
    ]);
  });

  it("keeps a pruned output's size (sent whole until the prune) and records the prune", () => {
    const pruned = toolPart("call_1", "x".repeat(9_000), { compacted: 1 });
    const model = readSessionLines([
      sessionInfo(),
      assistantMessage("msg_a1", "msg_u1", [pruned], tokens(1_000)),
    ]);
    expect(model.entries[1]?.blocks).toMatchObject([{ chars: 9_000 }]);
    // Marked (at time 1) before the call was made: that call is the first to show it.
    expect(model.microcompactions).toMatchObject([
      { atCall: 0, trigger: "prune", compactedToolIds: ["call_1"], tokensSaved: 2_250 - 8 },
    ]);
  });

  it("reads a compaction part as a compaction before the next call, sized by its summary", () => {
    const model = readSessionLines([
      ...TURN,
      ...compactionMessages(1, "## Goal\nfix it"),
      assistantMessage("msg_a3", "msg_k1", [{ type: "text", text: "ok" }], tokens(3_000)),
    ]);
    expect(model.compactions).toHaveLength(1);
    expect(model.compactions[0]).toMatchObject({
      trigger: "auto",
      preTokens: 2_305,
      atCall: 2,
      summaryChars: "## Goal\nfix it".length,
      summaryEncrypted: false,
      requestContextTokens: 9_000,
    });
    expect(model.calls).toHaveLength(3); // the summary's own request is not a call of the agent
    expect(model.entries.at(-2)).toMatchObject({ type: "user", isMeta: true });
  });

  it("counts every line kind and adds nothing for a message written twice", () => {
    const model = readSessionLines([...TURN, TURN[2], { foo: 1 }]);
    expect(model.recordTypes).toEqual({ session: 1, user: 1, assistant: 3, unknown: 1 });
    expect(model.calls).toHaveLength(2);
  });

  it("keeps reasoning as thinking blocks", () => {
    const model = readSessionLines([
      sessionInfo(),
      assistantMessage(
        "msg_a1",
        "msg_u1",
        [
          { type: "reasoning", text: "plan" },
          { type: "text", text: "hi" },
        ],
        tokens(100),
      ),
    ]);
    expect(model.entries[0]?.blocks).toEqual([
      { kind: "thinking", chars: 4 },
      { kind: "text", chars: 2 },
    ]);
  });

  it("reports a line that is not JSON like the other harnesses' readers", () => {
    const builder = createModelBuilder();
    builder.push(new TextEncoder().encode(toLines([sessionInfo()]) + "{not json\n"));
    const model = builder.end();
    expect(model.harness).toBe("opencode");
    expect(model.invalidLineCount).toBe(1);
  });
});
