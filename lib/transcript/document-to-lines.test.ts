import { describe, expect, it } from "vitest";
import { AppError } from "../errors";
import {
  documentAsLines,
  documentToLines,
  jsonDepth,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_DEPTH,
  opensDocument,
} from "./document-to-lines";
import {
  assistantMessage,
  sessionInfo,
  tokens,
  toolPart,
  userMessage,
} from "./opencode/testing/session-lines";

const makeDocument = (messages: unknown[] = []) =>
  JSON.stringify(
    {
      sessionId: "s1",
      projectHash: "p1",
      startTime: "2026-11-27T10:00:00.000Z",
      lastUpdated: "2026-11-27T10:00:01.000Z",
      messages,
    },
    null,
    2,
  );

async function collect(chunks: (string | Uint8Array)[]): Promise<string> {
  async function* body() {
    for (const chunk of chunks)
      yield typeof chunk === "string" ? new TextEncoder().encode(chunk) : chunk;
  }
  const decoder = new TextDecoder();
  let text = "";
  for await (const chunk of documentAsLines(body()))
    text += decoder.decode(chunk, { stream: true });
  return text;
}

async function refusal(chunks: (string | Uint8Array)[]): Promise<AppError> {
  const error: unknown = await collect(chunks).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe("opensDocument", () => {
  it.each([
    ["{", true],
    ["  [  ", true],
    ["\uFEFF{", true],
    ['{"type":"user"}', false],
    ['{"sessionId":"s","projectHash":"p"}', false],
    ["", false],
    ["not json", false],
  ])("%j opens a document: %s", (line, expected) => {
    expect(opensDocument(line)).toBe(expected);
  });
});

describe("jsonDepth", () => {
  it.each([
    ["1", 0],
    ["{}", 1],
    ['{"a":[{"b":1}]}', 3],
    ['{"a":"[[[[{{{"}', 1],
    ['{"a":"\\"[[["}', 1],
  ])("%s is %i deep", (text, depth) => {
    expect(jsonDepth(text)).toBe(depth);
  });

  it("stops counting past the limit", () => {
    expect(jsonDepth("[".repeat(1e6), 10)).toBe(11);
  });
});

describe("documentToLines", () => {
  it("hands a Gemini CLI document to its converter", () => {
    const converted = documentToLines(makeDocument());
    expect(converted).toMatchObject({ ok: true, harness: "gemini-cli" });
  });

  it("hands what `opencode export` prints to OpenCode's converter, one line per message", () => {
    const messages = [
      userMessage("msg_u1", "read a.ts"),
      assistantMessage("msg_a1", "msg_u1", [toolPart("call_1", "hello")], tokens(1_000)),
    ];
    const printed = JSON.stringify({ info: sessionInfo(), messages }, null, 2);
    const converted = documentToLines(printed);
    expect(converted).toMatchObject({ ok: true, harness: "opencode" });
    if (converted.ok) expect(converted.lines).toHaveLength(1 + messages.length);
  });

  it.each([
    ["a document nobody writes", '{\n  "hello": 1\n}', /not a session document this app reads/],
    ["an array", "[\n  1\n]", /JSON array, not JSONL/],
    ["broken JSON", '{\n  "sessionId": ', /not valid JSON/],
    ["deep nesting", `${"[".repeat(5_000)}${"]".repeat(5_000)}`, /nested deeper than/],
  ])("refuses %s in words", (_name, text, reason) => {
    const converted = documentToLines(text);
    expect(converted.ok).toBe(false);
    if (!converted.ok) expect(converted.reason).toMatch(reason);
  });

  it("keeps __proto__ keys as data and pollutes no prototype", () => {
    const text = makeDocument([
      JSON.parse(
        '{"id":"u1","type":"user","content":[{"text":"hi"}],"__proto__":{"polluted":true}}',
      ),
    ]).replace('"sessionId"', '"__proto__": {"isAdmin": true},\n  "sessionId"');
    const converted = documentToLines(text);
    expect(converted.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it("is not deeper than the bound for the measured shape", () => {
    expect(
      jsonDepth(
        makeDocument([
          { toolCalls: [{ result: [{ functionResponse: { response: { output: "x" } } }] }] },
        ]),
      ),
    ).toBeLessThan(MAX_DOCUMENT_DEPTH);
  });
});

describe("documentAsLines", () => {
  it("passes JSONL through byte for byte, however it is cut", async () => {
    const jsonl = '{"type":"user","uuid":"a"}\n{"type":"assistant"}\n';
    expect(await collect([jsonl.slice(0, 5), jsonl.slice(5)])).toBe(jsonl);
    expect(await collect([])).toBe("");
  });

  it("turns a pretty-printed document cut in pieces into JSONL lines", async () => {
    const text = makeDocument([
      { id: "u1", timestamp: "t", type: "user", content: [{ text: "hi" }] },
    ]);
    const lines = (await collect([text.slice(0, 3), text.slice(3, 40), text.slice(40)])).split(
      "\n",
    );
    expect(lines.at(-1)).toBe("");
    expect(lines.slice(0, -1).map((line) => JSON.parse(line) as unknown)).toEqual([
      {
        sessionId: "s1",
        projectHash: "p1",
        startTime: "2026-11-27T10:00:00.000Z",
        lastUpdated: "2026-11-27T10:00:01.000Z",
        $convertedFromDocument: true,
      },
      { id: "u1", timestamp: "t", type: "user", content: [{ text: "hi" }] },
    ]);
  });

  it("refuses a document over the bound with a 413 before reading it all", async () => {
    const piece = new Uint8Array(8 * 1024 * 1024).fill(0x20);
    const pieces = Array.from({ length: MAX_DOCUMENT_BYTES / piece.length + 1 }, () => piece);
    const error = await refusal(["{\n", ...pieces, "}"]);
    expect(error.status).toBe(413);
    expect(error.message).toMatch(/one JSON document larger than 64 MB/);
  });

  it.each([
    ["deep nesting", `[\n${"[".repeat(100_000)}${"]".repeat(100_000)}]`, /nested deeper/],
    ["a huge string", `{\n "x": "${"a".repeat(10_000_000)}"}`, /not a session document/],
    ["a document nobody writes", '{\n  "hello": 1\n}', /not a session document/],
  ])("refuses %s with a 422", async (_name, text, message) => {
    const error = await refusal([text]);
    expect(error.status).toBe(422);
    expect(error.message).toMatch(message);
  });
});
