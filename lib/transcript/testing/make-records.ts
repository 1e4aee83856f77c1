import { createModelBuilder } from "../build-model";
import type { TranscriptModel } from "../model";

/** Tiny record factories for model tests: only the fields a rule needs, the rest defaulted. */
let counter = 0;
const nextUuid = () => `u-${++counter}`;

type Fields = Record<string, unknown>;

export function makeUser(content: unknown, fields: Fields = {}): Fields {
  return {
    type: "user",
    uuid: nextUuid(),
    parentUuid: null,
    isSidechain: false,
    sessionId: "s1",
    version: "2.1.19",
    timestamp: "2026-01-01T00:00:00.000Z",
    message: { role: "user", content },
    ...fields,
  };
}

export function makeAssistant(
  messageId: string,
  block: unknown,
  usage: Partial<
    Record<
      "input_tokens" | "output_tokens" | "cache_creation_input_tokens" | "cache_read_input_tokens",
      number
    >
  > | null,
  fields: Fields = {},
): Fields {
  return {
    type: "assistant",
    uuid: nextUuid(),
    parentUuid: null,
    isSidechain: false,
    sessionId: "s1",
    version: "2.1.19",
    timestamp: "2026-01-01T00:00:01.000Z",
    message: {
      id: messageId,
      model: "claude-opus-4-5-20251101",
      role: "assistant",
      content: [block],
      ...(usage === null
        ? {}
        : {
            usage: {
              input_tokens: 0,
              output_tokens: 0,
              cache_creation_input_tokens: 0,
              cache_read_input_tokens: 0,
              ...usage,
            },
          }),
    },
    ...fields,
  };
}

export function makeSystem(subtype: string, fields: Fields = {}): Fields {
  return {
    type: "system",
    subtype,
    uuid: nextUuid(),
    parentUuid: null,
    isSidechain: false,
    ...fields,
  };
}

export const text = (value: string) => ({ type: "text", text: value });
export const toolUse = (id: string, name: string, input: unknown = {}) => ({
  type: "tool_use",
  id,
  name,
  input,
});
export const toolResult = (id: string, content: unknown, isError = false) => ({
  type: "tool_result",
  tool_use_id: id,
  content,
  is_error: isError,
});

/** Builds a model from records and raw lines (strings are written as they are). */
export function buildModel(lines: (Fields | string)[]): TranscriptModel {
  const builder = createModelBuilder();
  const body =
    lines.map((line) => (typeof line === "string" ? line : JSON.stringify(line))).join("\n") + "\n";
  builder.push(new TextEncoder().encode(body));
  return builder.end();
}
