import { afterEach, describe, expect, it } from "vitest";
import {
  classifyGeminiRequest,
  COMPRESSION_PROMPT_START,
  startFakeGeminiApi,
  type FakeGeminiApi,
} from "./fake-gemini-api";

let api: FakeGeminiApi | null = null;
afterEach(async () => {
  await api?.close();
  api = null;
});

/** 0.16.0's compression request (seen by the lab). */
const olderCompression = {
  systemInstruction: {
    parts: [
      {
        text: "You are the component that summarizes internal chat history into a given structure.\n...",
      },
    ],
  },
};
const compression = { systemInstruction: { parts: [{ text: `${COMPRESSION_PROMPT_START} ...` }] } };

describe("the fake Gemini API", () => {
  it.each([
    ["/v1beta/models/m:streamGenerateContent", {}, "turn"],
    ["/v1beta/models/m:streamGenerateContent", compression, "compression"],
    ["/v1beta/models/m:generateContent", compression, "compression"],
    ["/v1beta/models/m:generateContent", olderCompression, "compression"],
    ["/v1beta/models/m:generateContent", {}, "other"],
    ["/v1beta/models/m:countTokens", {}, "count-tokens"],
  ] as const)("classifies %s as its kind", (path, body, kind) => {
    expect(classifyGeminiRequest(path, body)).toBe(kind);
  });

  it("answers the script's turn with a tool call reporting its prompt tokens, over SSE", async () => {
    api = await startFakeGeminiApi((turn) =>
      turn === 0
        ? { promptTokens: 524_288, toolCall: { name: "read_file", args: { file_path: "a" } } }
        : { promptTokens: 10 },
    );
    const response = await fetch(
      `${api.baseUrl}/v1beta/models/gemini-3.1-pro-preview:streamGenerateContent?alt=sse`,
      { method: "POST", body: JSON.stringify({ contents: [] }) },
    );
    const text = await response.text();
    expect(text.startsWith("data: ")).toBe(true);
    const chunk = JSON.parse(text.slice("data: ".length)) as {
      candidates: { content: { parts: unknown[] } }[];
      usageMetadata: { promptTokenCount: number };
    };
    expect(chunk.usageMetadata.promptTokenCount).toBe(524_288);
    expect(chunk.candidates[0]?.content.parts).toEqual([
      { functionCall: { name: "read_file", args: { file_path: "a" } } },
    ]);
    expect(api.requests).toMatchObject([{ kind: "turn", model: "gemini-3.1-pro-preview" }]);
  });
});
