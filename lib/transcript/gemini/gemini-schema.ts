import { z } from "zod";

/**
 * Zod schemas for the records of a Gemini CLI session file (`~/.gemini/tmp/<project>/chats/
 * session-*.jsonl`; gemini-lab-facts.md). Lenient like the other harnesses' schemas: a field of
 * the wrong type reads as absent, so a record we cannot fully read is still counted and kept.
 */
const text = z.string().nullable().default(null).catch(null);
const count = z.number().finite().nonnegative().default(0).catch(0);
const list = z.array(z.unknown()).default([]).catch([]);

/** The first line: `{ sessionId, projectHash, startTime, lastUpdated, kind }`. */
export const sessionMetadataSchema = z.object({
  sessionId: text,
  projectHash: text,
  startTime: text,
  kind: text,
});

/** `tokens` of a gemini message: the response's `usageMetadata`, renamed. */
export const messageTokensSchema = z
  .object({
    input: count,
    output: count,
    cached: count,
    thoughts: count,
    tool: count,
    total: count,
  })
  .nullable()
  .default(null)
  .catch(null);
export type MessageTokens = NonNullable<z.infer<typeof messageTokensSchema>>;

/** A tool call the client ran, as the gemini message that asked for it lists it. */
export const toolCallSchema = z.object({
  id: text,
  name: text,
  args: z.unknown().optional(),
  status: text,
});

/**
 * One message record: `user` (content: a list of parts), `gemini` (content: text, with
 * `thoughts`, `tokens`, `model` and, written again once its tools ran, `toolCalls`), or an
 * `info`, `error` or `warning` line the client showed.
 */
export const messageRecordSchema = z.object({
  id: text,
  timestamp: text,
  type: text,
  content: z.unknown().optional(),
  thoughts: list,
  tokens: messageTokensSchema,
  model: text,
  toolCalls: z
    .array(toolCallSchema.catch({ id: null, name: null, status: null }))
    .default([])
    .catch([]),
});
export type MessageRecord = z.infer<typeof messageRecordSchema>;

/** `{ $set: {...} }`: metadata changed; with `messages`, the whole message list replaced. */
export const setRecordSchema = z.object({
  $set: z.object({
    messages: z.array(z.unknown()).nullable().default(null).catch(null),
    summary: text,
  }),
});
