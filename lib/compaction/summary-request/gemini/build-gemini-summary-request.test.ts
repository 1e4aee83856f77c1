import { describe, expect, it } from "vitest";
import { buildGeminiSummaryRequest } from "./build-gemini-summary-request";
import { GEMINI_NEW_SNAPSHOT_REQUEST } from "./gemini-compress-prompt";
import { readGeminiHistory } from "./read-gemini-history";

const AT = "2026-11-27T10:00:00.000Z";
const context = {
  id: "c",
  timestamp: AT,
  type: "user",
  content: [{ text: "<session_context>\nx" }],
};
const prompt = { id: "u1", timestamp: AT, type: "user", content: [{ text: "first prompt" }] };
const answer = { id: "g1", timestamp: AT, type: "gemini", content: "ok", tokens: { input: 2_000 } };
const called = {
  id: "g2",
  timestamp: AT,
  type: "gemini",
  content: "",
  toolCalls: [{ id: "read_1", name: "read_file", args: { file_path: "a.txt" } }],
};
const result = {
  id: "u2",
  timestamp: AT,
  type: "user",
  content: [
    { functionResponse: { id: "read_1", name: "read_file", response: { output: "hello" } } },
  ],
};

describe("readGeminiHistory", () => {
  it.each([
    [
      "each message once, in its last written form",
      [context, prompt, answer, { ...answer, content: "ok!" }],
      ["user", "model"],
      "ok!",
    ],
    [
      "the list a $set.messages puts in place",
      [prompt, answer, { $set: { messages: [context, answer] } }],
      ["user", "model"],
      "ok",
    ],
    [
      "nothing from the rewound message on",
      [prompt, answer, { $rewindTo: "g1" }],
      ["user"],
      "first prompt",
    ],
    [
      "no info or error lines",
      [prompt, { id: "i", type: "info", content: "note" }],
      ["user"],
      "first prompt",
    ],
    [
      "tool calls as function calls, results as the user's",
      [prompt, called, result],
      ["user", "model", "user"],
      undefined,
    ],
  ])("keeps %s", (_name, records, roles, lastText) => {
    const history = readGeminiHistory(records);
    expect(history.map((content) => content.role)).toEqual(roles);
    if (lastText !== undefined) expect(history.at(-1)?.parts).toEqual([{ text: lastText }]);
  });

  it("does not mutate the records", () => {
    const records = [prompt, called, result];
    const before = JSON.stringify(records);
    readGeminiHistory(records);
    expect(JSON.stringify(records)).toBe(before);
  });
});

describe("buildGeminiSummaryRequest", () => {
  // The lab's session before the second prompt, the part 0.61.0 and 0.30.0 summarised.
  const built = buildGeminiSummaryRequest({
    records: [
      { sessionId: "s", projectHash: "p", kind: "main" },
      { $set: { messages: [context] } },
      prompt,
      answer,
    ],
    model: "gemini-3.1-pro-preview",
  });

  it("sends the history then the new-snapshot prompt, as the lab captured it", () => {
    // 0.61.0 sends the session context and the first prompt as one content of two parts.
    expect(built.gemini.contents.map((c) => c.role)).toEqual(["user", "model", "user"]);
    expect(built.gemini.contents[0]?.parts).toHaveLength(2);
    const last = built.gemini.contents.at(-1)?.parts[0] as { text: string };
    expect(last.text.split("\n")[0]).toBe(GEMINI_NEW_SNAPSHOT_REQUEST);
    expect(built.gemini.systemInstruction.parts[0]?.text.split("\n")[0]).toMatch(
      /^You are a specialized system component/,
    );
    expect(built.gemini.generationConfig).toEqual({});
  });

  it("gives the summarizers alternating messages ending with the prompt", () => {
    expect(built.request.messages.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(built.messageCount).toBe(3);
    expect(built.estimatedInputTokens).toBeGreaterThan(0);
  });

  it("keeps tool calls and results paired for a Messages API model", () => {
    const { request } = buildGeminiSummaryRequest({
      records: [prompt, called, result],
      model: "m",
    });
    expect(request.messages[1]?.content).toEqual([
      { type: "tool_use", id: "read_1", name: "read_file", input: { file_path: "a.txt" } },
    ]);
    expect(request.messages[2]?.content).toEqual([
      { type: "tool_result", tool_use_id: "read_1", content: "hello" },
      expect.objectContaining({ type: "text" }),
    ]);
  });
});
