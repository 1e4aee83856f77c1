import { describe, expect, it } from "vitest";
import { LAB_PROMPT_MARKER, SUMMARY_TEXT } from "./classify-codex-request";
import {
  compactedLineFacts,
  compactionRequestFacts,
  itemLetters,
  reportedWindow,
} from "./compaction-facts";

const message = (role: string, text: string) => ({
  type: "message",
  role,
  content: [{ type: role === "assistant" ? "output_text" : "input_text", text }],
});
const prompt1 = `Reply ok. ${LAB_PROMPT_MARKER} 1]`;
const prompt2 = `Reply ok. ${LAB_PROMPT_MARKER} 2]`;
const line = (type: string, payload: unknown) => JSON.stringify({ timestamp: "t", type, payload });
const tokenCount = (input: number, output: number) =>
  line("event_msg", {
    type: "token_count",
    info: {
      last_token_usage: {
        input_tokens: input,
        output_tokens: output,
        total_tokens: input + output,
      },
      model_context_window: 258_400,
    },
  });

describe("itemLetters", () => {
  it("names each input item by what it is, in order", () => {
    const body = {
      input: [
        { type: "additional_tools", role: "developer", tools: [] },
        message("developer", "You are a coding agent."),
        message("user", "<environment_context>\n  <cwd>/w</cwd>\n</environment_context>"),
        message("user", "# AGENTS.md instructions for /w"),
        message("user", prompt1),
        message("assistant", "ok"),
        message("user", `Another model wrote this:\n${SUMMARY_TEXT}`),
        { type: "function_call", name: "shell", call_id: "c1", arguments: "{}" },
        message("user", "Summarise the conversation."),
      ],
    };
    expect(itemLetters(body)).toBe("tdiiuasop");
  });
});

describe("compactionRequestFacts", () => {
  it("reads the prompt's first line and length, the tools and whether the pending message went along", () => {
    const facts = compactionRequestFacts(
      {
        method: "POST",
        path: "/v1/responses",
        kind: "compaction",
        atMs: 1,
        body: {
          instructions: "be brief",
          tools: [{ type: "function", name: "shell" }],
          input: [
            message("user", prompt1),
            message("assistant", "ok"),
            message("user", "Summarise.\nKeep it short."),
          ],
        },
      },
      prompt2,
    );
    expect(facts).toEqual({
      endpoint: "/v1/responses",
      items: "uap",
      tools: 1,
      instructionsChars: 8,
      promptFirstLine: "Summarise.",
      promptChars: 25,
      pendingMessageIncluded: false,
    });
  });

  it("has no pending message when the client compacted inside a turn", () => {
    const request = {
      method: "POST",
      path: "/v1/responses",
      kind: "compaction" as const,
      atMs: 1,
      body: { input: [message("user", prompt1), message("user", "Summarise.")] },
    };
    expect(compactionRequestFacts(request, null).pendingMessageIncluded).toBeNull();
  });
});

describe("compactedLineFacts", () => {
  it("reads the compacted line's keys, whether its summary is readable and what surrounds it", () => {
    const rollout = [
      tokenCount(244_799, 1),
      line("response_item", message("assistant", SUMMARY_TEXT)),
      tokenCount(5_000, 100),
      line("compacted", { message: `Prefix.\n${SUMMARY_TEXT}`, replacement_history: [] }),
      tokenCount(0, 0),
    ].join("\n");
    expect(compactedLineFacts(rollout)).toEqual({
      compactedKeys: ["message", "replacement_history"],
      summaryReadable: true,
      summaryAsAssistantItem: true,
      zeroUsageAfter: true,
    });
  });

  it("says an encrypted summary is not readable, and a rollout without the line has no facts", () => {
    const encrypted = line("compacted", {
      message: "",
      replacement_history: [{ type: "compaction", encrypted_content: "gAAAA" }],
    });
    expect(compactedLineFacts(encrypted)).toMatchObject({
      summaryReadable: false,
      zeroUsageAfter: false,
    });
    expect(compactedLineFacts(tokenCount(1, 1))).toBeNull();
  });
});

describe("reportedWindow", () => {
  it("reads model_context_window, or null", () => {
    expect(reportedWindow(tokenCount(1, 1))).toBe(258_400);
    expect(reportedWindow(line("session_meta", {}))).toBeNull();
  });
});
