import { describe, expect, it } from "vitest";
import { generateGeminiSession } from "../../generator/gemini/generate-gemini-session";
import { geminiSessionDocument } from "../../generator/gemini/gemini-document";
import { documentToLines } from "../document-to-lines";
import { geminiMessage, readSessionRecords, sessionMetadata } from "./testing/session-lines";

const { kind: _kind, ...metadataWithoutKind } = sessionMetadata();
const answer = geminiMessage("g1", "done", 600_000);

/** The model of a generated session, written as JSONL or as the older client's one document. */
function readGenerated(form: "jsonl" | "document") {
  const generated = generateGeminiSession({ seed: 7, targetBytes: 200_000, compressAt: 1e12 });
  const lines = [...generated.lines];
  if (form === "jsonl") return readSessionRecords(lines.map((line) => JSON.parse(line) as unknown));
  const converted = documentToLines(geminiSessionDocument(lines));
  if (!converted.ok) throw new Error(converted.reason);
  return readSessionRecords(converted.lines.map((line) => JSON.parse(line) as unknown));
}

describe("whether a Gemini CLI file's format records compactions", () => {
  it("says a generated older session document records none, a JSONL session does", () => {
    const document = readGenerated("document");
    expect(document.calls.length).toBeGreaterThan(0);
    expect(document.compactions).toEqual([]);
    expect(document.recordsCompactions).toBe(false);
    expect(readGenerated("jsonl").recordsCompactions).toBe(true);
  });

  it.each([
    ["a JSONL file (metadata with kind)", sessionMetadata(), true],
    [
      "a document of 0.36 to 0.38 (kind, marked converted)",
      { ...sessionMetadata(), $convertedFromDocument: true },
      false,
    ],
    ["a document stored before the mark (no kind: before 0.36)", metadataWithoutKind, false],
  ])("reads %s as recording compactions: %s", (_name, metadata, records) => {
    expect(readSessionRecords([metadata, answer]).recordsCompactions).toBe(records);
  });
});
