import { describe, expect, it } from "vitest";
import { classifyCodexRequest, LAB_PROMPT_MARKER, SUMMARY_TEXT } from "./classify-codex-request";

const user = (text: string) => ({
  type: "message",
  role: "user",
  content: [{ type: "input_text", text }],
});
const metadata = (kind: string) => ({
  client_metadata: { "x-codex-turn-metadata": JSON.stringify({ request_kind: kind }) },
});

describe("classifyCodexRequest", () => {
  it.each([
    { what: "a lab prompt", body: { input: [user(`hi ${LAB_PROMPT_MARKER} 1]`)] }, kind: "turn" },
    {
      what: "the client's own last user message (its summarization prompt)",
      body: { input: [user(`hi ${LAB_PROMPT_MARKER} 1]`), user("Summarise the work so far.")] },
      kind: "compaction",
    },
    {
      what: "the turn sampled again on the rebuilt history (the summary last)",
      body: { input: [user(`hi ${LAB_PROMPT_MARKER} 1]`), user(SUMMARY_TEXT)] },
      kind: "turn",
    },
    {
      what: "a stated compaction, whatever the text",
      body: { input: [user(`hi ${LAB_PROMPT_MARKER} 1]`)], ...metadata("compaction") },
      kind: "compaction",
    },
    {
      what: "a last compaction_trigger item (0.169's remote compaction), though it states compaction",
      body: {
        input: [user(`hi ${LAB_PROMPT_MARKER} 1]`), { type: "compaction_trigger" }],
        ...metadata("compaction"),
      },
      kind: "remote-compaction",
    },
    {
      what: "a stated turn",
      body: { input: [user("Summarise.")], ...metadata("turn") },
      kind: "turn",
    },
  ])("POST /v1/responses with $what is a $kind", ({ body, kind }) => {
    expect(classifyCodexRequest("POST", "/v1/responses", body)).toBe(kind);
  });

  it("names the remote compaction endpoint, the models list and anything else", () => {
    expect(classifyCodexRequest("POST", "/v1/responses/compact", {})).toBe("remote-compaction");
    expect(classifyCodexRequest("GET", "/v1/models", null)).toBe("models");
    expect(classifyCodexRequest("GET", "/v1/whatever", null)).toBe("other");
  });
});
