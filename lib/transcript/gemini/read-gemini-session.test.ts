import { describe, expect, it } from "vitest";
import {
  geminiMessage,
  messageList,
  sessionMetadata,
  snapshot,
  readSessionRecords,
  rewoundSession,
  toolResponse,
  touched,
  userText,
  withToolCall,
} from "./testing/session-lines";

const context = userText("ctx", "<session_context>\nThis is the Gemini CLI.</session_context>");
const first = geminiMessage("g1", "", 1_000);

/** A prompt, a tool call written twice (tokens, then its tool calls), its result, an answer. */
const TURN = [
  sessionMetadata(),
  messageList(context),
  userText("u1", "read a.ts"),
  touched(),
  first,
  withToolCall(first, "read_file_1"),
  toolResponse("u2", "read_file_1", "x".repeat(400)),
  geminiMessage("g2", "done", 1_200),
];

describe("the Gemini CLI reader", () => {
  it("is picked by the first record's shape and tags the model", () => {
    const model = readSessionRecords(TURN);
    expect(model.harness).toBe("gemini-cli");
    expect(model.sessionIds).toEqual(["7c6951fe-0a9c-417a-bc76-119df9d31e55"]);
    expect(model.invalidLineCount).toBe(0);
  });

  it("makes one call per gemini message with tokens, its context the prompt tokens", () => {
    const model = readSessionRecords(TURN);
    expect(model.calls.map((call) => call.contextTokens)).toEqual([1_000, 1_200]);
    expect(model.calls[0]?.usage).toEqual({
      inputTokens: 500,
      outputTokens: 15,
      cacheCreationInputTokens: 0,
      cacheReadInputTokens: 500,
      cacheCreation1hTokens: 0,
    });
    expect(model.calls[0]?.model).toBe("gemini-3.1-pro-preview");
  });

  it("reads a message written again with its tool calls as one more entry of the same call, paired with its result", () => {
    const model = readSessionRecords(TURN);
    const types = model.entries.map((entry) => entry.type);
    expect(types).toEqual(["user", "assistant", "assistant", "user", "assistant"]);
    expect(model.toolPairs).toEqual([
      { toolUseId: "read_file_1", name: "read_file", useEntry: 2, resultEntry: 3 },
    ]);
    expect(model.entries[3]?.blocks).toEqual([
      { kind: "tool_result", toolUseId: "read_file_1", chars: 400, isError: false, images: 0 },
    ]);
    expect(model.calls[0]?.lastEntry).toBe(2);
  });

  it("counts every record kind, metadata updates included", () => {
    expect(readSessionRecords(TURN).recordTypes).toEqual({
      session: 1,
      "$set:messages": 1,
      $set: 1,
      user: 2,
      gemini: 3,
    });
  });

  it("reads a new state snapshot in a replaced message list as a compaction before the next call", () => {
    const model = readSessionRecords([
      ...TURN,
      userText("u3", "next"),
      geminiMessage("g3", "", 530_000),
      messageList(context, snapshot("s1"), userText("k1", "next")),
      geminiMessage("g4", "ok", 20_000),
    ]);
    expect(model.compactions).toHaveLength(1);
    expect(model.compactions[0]).toMatchObject({ trigger: "auto", preTokens: 530_000, atCall: 3 });
    expect(model.compactions[0]?.summaryChars).toBe(
      "<state_snapshot>goal: fix the bug</state_snapshot>".length,
    );
  });

  it("does not read a resume's message list (no snapshot, or one already seen) as a compaction", () => {
    const list = messageList(context, snapshot("s1"), userText("k1", "next"));
    const model = readSessionRecords([
      ...TURN,
      list,
      geminiMessage("g3", "", 2_000),
      list,
      messageList(context),
    ]);
    expect(model.compactions).toHaveLength(1);
  });

  it("keeps thoughts as thinking blocks", () => {
    const model = readSessionRecords([
      sessionMetadata(),
      geminiMessage("g1", "hi", 100, { thoughts: [{ subject: "Plan", description: "four" }] }),
    ]);
    expect(model.entries[0]?.blocks).toEqual([
      { kind: "thinking", chars: 8 },
      { kind: "text", chars: 2 },
    ]);
  });
});

describe("a /rewind in a Gemini CLI session", () => {
  it("continues the chain from before the message it names; the abandoned turn stays on a dead branch", () => {
    const model = readSessionRecords(rewoundSession());
    const entryOfMessage = (messageId: string) =>
      model.entries.find((e) => e.messageId === messageId);
    const u3 = model.entries.find((e) => e.role === "user" && e.line === 7);
    expect(u3?.parentUuid).toBe(entryOfMessage("gemini:g1")?.uuid);
    expect(model.calls.map((call) => call.contextTokens)).toEqual([1_000, 2_000, 1_100]);
    expect(model.entries).toHaveLength(6);
  });

  it("ignores a rewind to an id it never saw", () => {
    const model = readSessionRecords([
      sessionMetadata(),
      userText("u1", "first"),
      { $rewindTo: "nope" },
      userText("u2", "second"),
    ]);
    expect(model.entries[1]?.parentUuid).toBe(model.entries[0]?.uuid);
  });
});
