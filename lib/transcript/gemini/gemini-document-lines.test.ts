import { describe, expect, it } from "vitest";
import { geminiDocumentToLines } from "./gemini-document-lines";

const AT = "2026-11-27T13:15:42.568Z";
const meta = { sessionId: "s1", projectHash: "p1", startTime: AT, lastUpdated: AT };
const user = { id: "u1", timestamp: AT, type: "user", content: [{ text: "read a.txt" }] };
const response = {
  functionResponse: { id: "read_file_1", name: "read_file", response: { output: "hello\n" } },
};
/** A gemini message that called a tool, as 0.30.0 wrote it: the result inside the call. */
const called = {
  id: "g1",
  timestamp: AT,
  type: "gemini",
  content: "",
  toolCalls: [
    {
      id: "read_file_1",
      name: "read_file",
      args: { file_path: "a.txt" },
      result: [response],
      status: "success",
      timestamp: "2026-11-27T13:15:50.814Z",
    },
  ],
  thoughts: [],
  model: "gemini-2.5-pro",
  tokens: { input: 600_000, output: 1, cached: 0, thoughts: 0, tool: 0, total: 600_001 },
};

const parsed = (document: unknown) =>
  geminiDocumentToLines(document)?.map((line) => JSON.parse(line) as unknown) ?? null;

describe("geminiDocumentToLines", () => {
  it.each([
    ["not an object", [1, 2]],
    ["no sessionId", { projectHash: "p", messages: [] }],
    ["no projectHash", { sessionId: "s", messages: [] }],
    ["messages not a list", { ...meta, messages: {} }],
    ["null", null],
  ])("answers null for %s", (_name, document) => {
    expect(geminiDocumentToLines(document)).toBeNull();
  });

  it.each([
    ["has none (before 0.36)", {}, { ...meta, $convertedFromDocument: true }],
    [
      "has one (0.36 to 0.38)",
      { kind: "main" },
      { ...meta, kind: "main", $convertedFromDocument: true },
    ],
  ])(
    "writes the metadata line, marked as converted, with kind only when the document %s",
    (_name, extra, line) => {
      expect(parsed({ ...meta, ...extra, messages: [], directories: ["/w"] })).toEqual([line]);
    },
  );

  it.each([
    ["a user message", [user], [user]],
    [
      "a message with no tool call",
      [{ ...called, toolCalls: undefined }],
      [{ ...called, toolCalls: undefined }],
    ],
    [
      "a gemini message whose tools ran, then their results as a user message",
      [user, called],
      [
        user,
        called,
        {
          id: "g1:results",
          timestamp: "2026-11-27T13:15:50.814Z",
          type: "user",
          content: [response],
        },
      ],
    ],
    [
      "a call not run yet (no result)",
      [{ ...called, toolCalls: [{ id: "x", name: "n", status: "scheduled" }] }],
      [{ ...called, toolCalls: [{ id: "x", name: "n", status: "scheduled" }] }],
    ],
    ["a stranger kept as it is", [7, "x"], [7, "x"]],
  ])("converts %s", (_name, messages, expected) => {
    expect(parsed({ ...meta, messages })?.slice(1)).toEqual(expected);
  });

  it("ends with the title as a $set", () => {
    expect(parsed({ ...meta, messages: [user], summary: "Reading a file" })?.at(-1)).toEqual({
      $set: { summary: "Reading a file" },
    });
  });

  it("does not mutate the document", () => {
    const document = { ...meta, messages: [user, called] };
    const before = JSON.stringify(document);
    geminiDocumentToLines(document);
    expect(JSON.stringify(document)).toBe(before);
  });
});
