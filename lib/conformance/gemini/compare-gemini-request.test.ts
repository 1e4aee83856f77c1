import { describe, expect, it } from "vitest";
import { compareGeminiRequest } from "./compare-gemini-request";

const AT = "2026-11-27T10:00:00.000Z";
const context = {
  id: "c",
  timestamp: AT,
  type: "user",
  content: [{ text: "<session_context>\nx" }],
};
const first = { id: "u1", timestamp: AT, type: "user", content: [{ text: "first prompt" }] };
const ok = { id: "g1", timestamp: AT, type: "gemini", content: "ok" };
const second = { id: "u2", timestamp: AT, type: "user", content: [{ text: "read a.txt" }] };
const meta = { sessionId: "s", projectHash: "p", startTime: AT, lastUpdated: AT };

/** The lab's session as 0.61.0 writes it, up to the second prompt. */
const JSONL_SESSION = [
  { ...meta, kind: "main" },
  { $set: { messages: [context] } },
  first,
  ok,
  second,
]
  .map((record) => JSON.stringify(record))
  .join("\n");

/** The body the lab's fake API captured from 0.61.0 (texts shortened). */
const captured = {
  systemInstruction: {
    parts: [
      {
        text: "You are a specialized system component responsible for distilling chat history into a structured XML <state_snapshot>.\n...",
      },
    ],
  },
  contents: [
    { role: "user", parts: [{ text: "<session_context>\nx" }, { text: "first prompt" }] },
    { role: "model", parts: [{ text: "ok" }] },
    {
      role: "user",
      parts: [{ text: "Generate a new <state_snapshot> based on the provided history.\n\n..." }],
    },
  ],
};

describe("compareGeminiRequest", () => {
  it("finds no difference with a JSONL session (0.61.0)", () => {
    expect(compareGeminiRequest(captured, JSONL_SESSION, "m")).toEqual([]);
  });

  it("says a document (0.30.0) lacks the session context, on purpose", () => {
    const session = JSON.stringify({ ...meta, messages: [first, ok, second] }, null, 2);
    // 0.30.0 sent the session context and the first prompt as two contents.
    const older = {
      ...captured,
      contents: [
        { role: "user", parts: [{ text: "<session_context>\nx" }] },
        { role: "user", parts: [{ text: "first prompt" }] },
        ...captured.contents.slice(1),
      ],
    };
    expect(compareGeminiRequest(older, session, "m")).toEqual([
      expect.objectContaining({
        field: "contents[0]",
        engine: "(none)",
        deliberate: expect.any(String),
      }),
    ]);
  });

  it("names an older system prompt (0.16.0) as a difference", () => {
    const older = {
      ...captured,
      systemInstruction: {
        parts: [
          {
            text: "You are the component that summarizes internal chat history into a given structure.",
          },
        ],
      },
    };
    expect(compareGeminiRequest(older, JSONL_SESSION, "m").map((d) => d.field)).toEqual([
      "systemInstruction",
    ]);
  });
});
