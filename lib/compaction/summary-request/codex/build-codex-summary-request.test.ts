import { describe, expect, it } from "vitest";
import { CODEX_COMPACT_PROMPT, CODEX_MEMENTO_PROMPT } from "./codex-compact-prompt";
import { buildCodexSummaryRequest } from "./build-codex-summary-request";

const item = (payload: object) => ({ timestamp: "t", type: "response_item", payload });
const say = (role: string, text: string) =>
  item({
    type: "message",
    role,
    content: [{ type: role === "assistant" ? "output_text" : "input_text", text }],
  });
const records = [
  { timestamp: "t", type: "session_meta", payload: { cli_version: "0.169.0" } },
  say("developer", "<permissions instructions>"),
  say("user", "<environment_context>cwd</environment_context>"),
  say("user", "fix the tests"),
  item({ type: "reasoning", encrypted_content: "gAAA" }),
  item({ type: "function_call", name: "shell", arguments: '{"command":["ls"]}', call_id: "c1" }),
  { timestamp: "t", type: "event_msg", payload: { type: "token_count", info: null } },
  item({ type: "function_call_output", call_id: "c1", output: "a.ts\nb.ts" }),
  say("assistant", "Both files are here."),
  "not json at all",
];

describe("buildCodexSummaryRequest", () => {
  const built = buildCodexSummaryRequest({ records, model: "gpt-5-codex" });

  it("sends the history's messages, calls and outputs, then the prompt as one user message", () => {
    expect(
      built.responses.input.map((i) => (i.type === "message" ? `${i.type}:${i.role}` : i.type)),
    ).toEqual([
      "message:developer",
      "message:user",
      "message:user",
      "function_call",
      "function_call_output",
      "message:assistant",
      "message:user",
    ]);
    expect(built.responses.input.at(-1)).toEqual({
      type: "message",
      role: "user",
      content: [{ type: "input_text", text: CODEX_COMPACT_PROMPT }],
    });
    expect(built.responses).toMatchObject({ model: "gpt-5-codex", store: false, stream: true });
  });

  it("sends the memento prompt of the versions before 0.58.0", () => {
    const old = buildCodexSummaryRequest({ records, model: "gpt-5-codex", version: "0.45.0" });
    expect(old.responses.input.at(-1)).toEqual({
      type: "message",
      role: "user",
      content: [{ type: "input_text", text: CODEX_MEMENTO_PROMPT }],
    });
  });

  it("skips what Codex never sends as input here: events, encrypted reasoning, bad lines", () => {
    expect(built.droppedRecords).toBe(4);
  });

  it("gives the summarizers the same as alternating messages, tool blocks paired", () => {
    expect(built.request.messages.map((m) => m.role)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
      "user",
    ]);
    expect(built.request.messages[1]?.content).toEqual([
      { type: "tool_use", id: "c1", name: "shell", input: { command: ["ls"] } },
    ]);
    expect(built.request.messages[2]?.content).toEqual([
      { type: "tool_result", tool_use_id: "c1", content: "a.ts\nb.ts" },
    ]);
    expect(built.estimatedInputTokens).toBeGreaterThan(CODEX_COMPACT_PROMPT.length / 4);
  });
});
