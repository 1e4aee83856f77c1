import { z } from "zod";
import { buildGeminiSummaryRequest } from "../../compaction/summary-request/gemini/build-gemini-summary-request";
import type { GeminiContent } from "../../compaction/summary-request/gemini/read-gemini-history";
import { documentToLines } from "../../transcript/document-to-lines";
import type { MatrixRow } from "../matrix-schema";
import { isSessionDocument } from "./check-gemini-document";
import { LAB_PROMPTS } from "./drive-gemini";

type RequestDifference = NonNullable<MatrixRow["engine"]>["requestDifferences"][number];

const capturedSchema = z.object({
  contents: z.array(z.object({ role: z.string(), parts: z.array(z.unknown()) })).default([]),
  systemInstruction: z.object({ parts: z.array(z.object({ text: z.string() })) }).optional(),
});

const firstLine = (text: string | undefined) => (text ?? "").split("\n")[0] ?? "";

/** A content in words: its role and its text parts' first lines, or the kinds of its parts. */
function describeContent(content: { role: string; parts: unknown[] }): string {
  const parts = content.parts.map((part) => {
    const record = part as Record<string, unknown>;
    if (typeof record.text === "string") return JSON.stringify(firstLine(record.text).slice(0, 60));
    return Object.keys(record)[0] ?? "?";
  });
  return `${content.role}: ${parts.join(", ")}`;
}

/** The session's records the lab's compression summarised: all before the second prompt. */
function recordsBeforeSecondPrompt(session: string): unknown[] {
  let lines = session.split("\n");
  if (isSessionDocument(session)) {
    const converted = documentToLines(session);
    lines = converted.ok ? converted.lines : [];
  }
  const records: unknown[] = [];
  for (const line of lines) {
    if (line.trim() === "") continue;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      continue;
    }
    if (JSON.stringify(record).includes(JSON.stringify(LAB_PROMPTS[1]))) break;
    records.push(record);
  }
  return records;
}

/**
 * The engine's compression request against the one the client sent (the fake API's capture):
 * the system instruction's first line, then content by content, role and text. A document
 * session (before the JSONL switch) does not record the `<session_context>` message the client
 * sends first: that difference is expected there, and said.
 */
export function compareGeminiRequest(
  captured: unknown,
  session: string,
  model: string,
): RequestDifference[] {
  const client = capturedSchema.safeParse(captured);
  if (!client.success) return [{ field: "body", client: "unreadable", engine: "built" }];
  const built = buildGeminiSummaryRequest({
    records: recordsBeforeSecondPrompt(session),
    model,
  }).gemini;
  const differences: RequestDifference[] = [];
  const clientSystem = firstLine(client.data.systemInstruction?.parts[0]?.text);
  const engineSystem = firstLine(built.systemInstruction.parts[0]?.text);
  if (clientSystem !== engineSystem)
    differences.push({ field: "systemInstruction", client: clientSystem, engine: engineSystem });
  const clientContents = client.data.contents.map(describeContent);
  const engineContents = built.contents.map((c: GeminiContent) => describeContent(c));
  const length = Math.max(clientContents.length, engineContents.length);
  const isDocument = isSessionDocument(session);
  for (let i = 0, j = 0; i < length && j < length; i++, j++) {
    const [c, e] = [clientContents[i] ?? "(none)", engineContents[j] ?? "(none)"];
    if (c === e) continue;
    if (isDocument && c.includes("<session_context>")) {
      differences.push({
        field: `contents[${i}]`,
        client: c,
        engine: "(none)",
        deliberate: "a session document does not record the session context message",
      });
      j--; // the engine's list lacks this one
      continue;
    }
    differences.push({ field: `contents[${i}]`, client: c, engine: e });
  }
  return differences;
}
