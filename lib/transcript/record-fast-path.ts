import { count, finishRecord, flag, markUnusual, object, startRecord, text } from "./fast-fields";
import type { ContentBlock, ConversationRecord, OtherRecord } from "./record-schema";

/**
 * Hand-checked readers for the hottest record shapes: user and assistant records, records of
 * other kinds (progress, snapshots) and content blocks. Each returns exactly what its zod
 * schema in record-schema.ts would return, or `undefined` as soon as a field is of a type the
 * schema would have to repair (`.catch`), and the caller then asks zod. The schemas stay the
 * source of truth; this only skips them where the answer is obvious, because zod's per-field
 * objects and closures were a third of ingest's parsing time (record-fast-path.test.ts pins
 * the equality on arbitrary and real records).
 */

function commonFields(record: Record<string, unknown>) {
  return {
    uuid: text(record.uuid),
    parentUuid: text(record.parentUuid),
    logicalParentUuid: text(record.logicalParentUuid),
    isSidechain: flag(record.isSidechain),
    agentId: text(record.agentId),
    sessionId: text(record.sessionId),
    version: text(record.version),
    timestamp: text(record.timestamp),
    cwd: text(record.cwd),
    isMeta: flag(record.isMeta),
    isCompactSummary: flag(record.isCompactSummary),
    isVisibleInTranscriptOnly: flag(record.isVisibleInTranscriptOnly),
  };
}

function usage(value: unknown) {
  const fields = object(value);
  if (fields === null) return null;
  const cacheCreation = object(fields.cache_creation);
  return {
    input_tokens: count(fields.input_tokens),
    output_tokens: count(fields.output_tokens),
    cache_creation_input_tokens: count(fields.cache_creation_input_tokens),
    cache_read_input_tokens: count(fields.cache_read_input_tokens),
    cache_creation:
      cacheCreation === null
        ? null
        : { ephemeral_1h_input_tokens: count(cacheCreation.ephemeral_1h_input_tokens) },
  };
}

function content(value: unknown): string | unknown[] | null {
  if (typeof value === "string" || Array.isArray(value)) return value;
  if (value !== undefined && value !== null) markUnusual();
  return null;
}

function message(value: unknown) {
  const fields = object(value);
  if (fields === null) return null;
  return {
    id: text(fields.id),
    model: text(fields.model),
    role: text(fields.role),
    content: content(fields.content),
    usage: usage(fields.usage),
    stop_reason: text(fields.stop_reason),
  };
}

/** A `user` or `assistant` record as conversationRecordSchema reads it; other kinds: zod. */
export function readConversationFast(
  record: Record<string, unknown>,
): ConversationRecord | undefined {
  const { type } = record;
  if (type !== "user" && type !== "assistant") return undefined;
  startRecord();
  const read: ConversationRecord =
    type === "user"
      ? { type, ...commonFields(record), message: message(record.message) }
      : {
          type,
          ...commonFields(record),
          message: message(record.message),
          isApiErrorMessage: flag(record.isApiErrorMessage),
        };
  return finishRecord(read);
}

/** A record of any other kind as otherRecordSchema reads it. */
export function readOtherFast(record: Record<string, unknown>): OtherRecord | undefined {
  startRecord();
  const read: OtherRecord = {
    type: text(record.type),
    ...commonFields(record),
    summary: text(record.summary),
    aiTitle: text(record.aiTitle),
    customTitle: text(record.customTitle),
  };
  return finishRecord(read);
}

/** A content block as contentBlockSchema reads it; unknown block types are left to zod. */
export function readContentBlockFast(raw: unknown): ContentBlock | undefined {
  startRecord();
  const block = object(raw);
  if (block === null) return undefined;
  let read: ContentBlock;
  switch (block.type) {
    case "text":
      read = { type: "text", text: text(block.text) };
      break;
    case "thinking":
      read = { type: "thinking", thinking: text(block.thinking) };
      break;
    case "tool_use":
      read = { type: "tool_use", id: text(block.id), name: text(block.name) };
      if (block.input !== undefined) read.input = block.input;
      break;
    case "tool_result":
      read = {
        type: "tool_result",
        tool_use_id: text(block.tool_use_id),
        is_error: flag(block.is_error),
      };
      if (typeof block.content === "string" || Array.isArray(block.content))
        read.content = block.content;
      else if (block.content !== undefined) return undefined;
      break;
    case "image":
    case "document":
      read = { type: block.type };
      break;
    default:
      return undefined;
  }
  return finishRecord(read);
}
