import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createModelBuilder } from "../../transcript/build-model";
import { documentToLines } from "../../transcript/document-to-lines";
import type { TranscriptModel } from "../../transcript/model";
import { generateGeminiSession } from "./generate-gemini-session";
import { geminiSessionDocument } from "./gemini-document";

function read(text: string): TranscriptModel {
  const builder = createModelBuilder();
  builder.push(new TextEncoder().encode(text));
  return builder.end();
}

/**
 * What a session is, whichever file form it came in: its calls and its entries' kinds and
 * blocks. Lines, byte counts and uuids (made of line numbers) differ between the forms, and so
 * does a tool result's time: the older document keeps the call's, not the result's.
 */
function essence(model: TranscriptModel) {
  return {
    harness: model.harness,
    sessionIds: model.sessionIds,
    calls: model.calls.map((call) => ({
      model: call.model,
      contextTokens: call.contextTokens,
      usage: call.usage,
      timestamp: call.timestamp,
    })),
    entries: model.entries.map((entry) => ({
      type: entry.type,
      role: entry.role,
      messageId: entry.messageId,
      model: entry.model,
      blocks: entry.blocks,
    })),
    toolPairs: model.toolPairs.length,
    compactions: model.compactions.length,
  };
}

describe("an older Gemini CLI session document", () => {
  it("converts to lines the reader reads back to the same model as the JSONL form", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 5_000, max: 120_000 }), (seed, targetBytes) => {
        const jsonl = [...generateGeminiSession({ seed, targetBytes, compressAt: 1e12 }).lines];
        const document = geminiSessionDocument(jsonl);
        const converted = documentToLines(document);
        expect(converted.ok).toBe(true);
        if (!converted.ok) return;
        const fromDocument = read(converted.lines.join("\n") + "\n");
        expect(essence(fromDocument)).toEqual(essence(read(jsonl.join("\n") + "\n")));
        expect(fromDocument.invalidLineCount).toBe(0);
        expect(fromDocument.calls.length).toBeGreaterThan(0);
        expect(fromDocument.toolPairs.every((pair) => pair.resultEntry !== null)).toBe(true);
      }),
      { numRuns: 25 },
    );
  });

  it("is pretty-printed as the older client wrote it: the first line only opens it", () => {
    const jsonl = generateGeminiSession({ seed: 3, targetBytes: 20_000, compressAt: 1e12 }).lines;
    const document = geminiSessionDocument(jsonl);
    expect(document.split("\n")[0]).toBe("{");
    expect(Object.keys(JSON.parse(document) as object)).toEqual([
      "sessionId",
      "projectHash",
      "startTime",
      "lastUpdated",
      "messages",
    ]);
  });
});

describe("a rewound session's document", () => {
  it("holds no message a rewind abandoned, as the older client's record did not", () => {
    const jsonl = [
      ...generateGeminiSession({ seed: 4, targetBytes: 200_000, compressAt: 1e12, rewindEvery: 2 })
        .lines,
    ];
    const abandoned = jsonl
      .map((line) => JSON.parse(line) as { $rewindTo?: string })
      .flatMap((record) => (record.$rewindTo === undefined ? [] : [record.$rewindTo]));
    expect(abandoned.length).toBeGreaterThan(0);
    const document = JSON.parse(geminiSessionDocument(jsonl)) as { messages: { id: string }[] };
    const ids = new Set(document.messages.map((message) => message.id));
    expect(abandoned.filter((id) => ids.has(id))).toEqual([]);
  });
});
