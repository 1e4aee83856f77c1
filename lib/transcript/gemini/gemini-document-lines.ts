import { z } from "zod";

/**
 * Gemini CLI's session file before its JSONL switch (0.10 to about 0.30: `session-*.json`,
 * ChatRecordingService's ConversationRecord rewritten whole on every change): the metadata and
 * the whole message list in one document. Measured on 0.30.0: no `kind`; a gemini message's
 * tool calls hold their `result` parts, and the results are not messages of their own; a
 * compression leaves no trace (the client resumes the same record with the new history).
 */
const conversationSchema = z.object({
  sessionId: z.string(),
  projectHash: z.string(),
  startTime: z.string().nullable().default(null).catch(null),
  lastUpdated: z.string().nullable().default(null).catch(null),
  messages: z.array(z.unknown()),
  summary: z.string().optional().catch(undefined),
  kind: z.string().optional().catch(undefined),
});

const toolCallResultsSchema = z.object({
  timestamp: z.string().optional().catch(undefined),
  result: z.array(z.unknown()).nullable().default(null).catch(null),
});

const geminiMessageSchema = z.object({
  id: z.string(),
  type: z.literal("gemini"),
  timestamp: z.string().optional().catch(undefined),
  toolCalls: z
    .array(toolCallResultsSchema.catch({ result: null }))
    .default([])
    .catch([]),
});

/**
 * Set on the metadata line of a converted document: the JSONL form looks like 0.61's, but the
 * document it came from could not record a compression (the older client resumed the same
 * record with the new history), so the reader must not take "none recorded" for "none made".
 * A `$` key, as the client's own operations are, so no field the client writes can collide.
 */
export const CONVERTED_FROM_DOCUMENT = "$convertedFromDocument";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The user message 0.61 writes after a gemini message whose tools ran: every result's parts
 * (`functionResponse`), in the order of the calls. The older document kept them only inside the
 * calls, so the converter writes that message as the newer client would, under an id of its own.
 */
function resultsMessage(message: unknown): Record<string, unknown> | null {
  const parsed = geminiMessageSchema.safeParse(message);
  if (!parsed.success) return null;
  const parts = parsed.data.toolCalls.flatMap((call) => call.result ?? []);
  if (parts.length === 0) return null;
  const timestamp = parsed.data.toolCalls.at(-1)?.timestamp ?? parsed.data.timestamp;
  return { id: `${parsed.data.id}:results`, timestamp, type: "user", content: parts };
}

/**
 * An older Gemini CLI session document as the JSONL records 0.61 writes for the same
 * conversation: the metadata line (with `kind` when the document has one, and marked as converted), each message once, in its final form (a
 * gemini message with its tool calls), the tool results as the user message that follows them,
 * then the title as a `$set`. Null for any other document. Messages that are not objects are
 * kept as they are, so the reader counts them as it counts a stranger line.
 *
 * @example
 * geminiDocumentToLines({ sessionId: "s", projectHash: "p", startTime: "t", messages: [] })
 * // ['{"sessionId":"s","projectHash":"p","startTime":"t","lastUpdated":null,"$convertedFromDocument":true}']
 */
export function geminiDocumentToLines(document: unknown): string[] | null {
  const parsed = conversationSchema.safeParse(document);
  if (!parsed.success) return null;
  const { sessionId, projectHash, startTime, lastUpdated, messages, summary, kind } = parsed.data;
  // `kind` only as the document has it: documents before 0.36 have none, which dates them.
  const lines = [
    JSON.stringify({
      sessionId,
      projectHash,
      startTime,
      lastUpdated,
      kind,
      [CONVERTED_FROM_DOCUMENT]: true,
    }),
  ];
  for (const message of messages) {
    lines.push(JSON.stringify(message) ?? "null");
    if (!isObject(message)) continue;
    const results = resultsMessage(message);
    if (results !== null) lines.push(JSON.stringify(results));
  }
  if (summary !== undefined) lines.push(JSON.stringify({ $set: { summary } }));
  return lines;
}
