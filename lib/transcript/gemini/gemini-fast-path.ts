import { count, finishRecord, list, markUnusual, object, startRecord, text } from "../fast-fields";
import type { MessageRecord, MessageTokens } from "./gemini-schema";

function tokensOf(value: unknown): MessageTokens | null {
  const tokens = object(value);
  if (tokens === null) return null;
  return {
    input: count(tokens.input),
    output: count(tokens.output),
    cached: count(tokens.cached),
    thoughts: count(tokens.thoughts),
    tool: count(tokens.tool),
    total: count(tokens.total),
  };
}

function toolCallsOf(value: unknown): MessageRecord["toolCalls"] {
  const calls = list(value);
  if (calls === null) return [];
  return calls.map((item) => {
    const call = object(item);
    if (call === null) {
      markUnusual();
      return { id: null, name: null, status: null };
    }
    const read: MessageRecord["toolCalls"][number] = {
      id: text(call.id),
      name: text(call.name),
      status: text(call.status),
    };
    if ("args" in call) read.args = call.args;
    return read;
  });
}

/**
 * A Gemini CLI message record read by hand (fast-fields.ts), answering exactly what
 * `messageRecordSchema` answers, or `undefined` as soon as a field is of a type the schema
 * would repair: the caller then asks zod (gemini-fast-path.test.ts pins the equality). Zod's
 * per-field work was most of the reader's time on a session's large records.
 */
export function readMessageRecordFast(value: Record<string, unknown>): MessageRecord | undefined {
  startRecord();
  const record: MessageRecord = {
    id: text(value.id),
    timestamp: text(value.timestamp),
    type: text(value.type),
    thoughts: list(value.thoughts) ?? [],
    tokens: tokensOf(value.tokens),
    model: text(value.model),
    toolCalls: toolCallsOf(value.toolCalls),
  };
  if ("content" in value) record.content = value.content;
  return finishRecord(record);
}
