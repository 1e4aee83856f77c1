import type { BlockInfo, Entry, Usage } from "./model";
import { attachmentChars } from "./attachment-chars";
import { measureContent } from "./measure-content";
import { parseRecordTimestamp } from "./session-times";
import type { z } from "zod";
import {
  conversationRecordSchema,
  otherRecordSchema,
  type ConversationRecord,
  type usageSchema,
} from "./record-schema";
import { readConversationFast, readOtherFast } from "./record-fast-path";

const CONVERSATION_TYPES = new Set(["user", "assistant", "system", "attachment"]);

/** The type counted for a JSON object without a string `type`: no Claude Code record. */
export const UNTYPED_RECORD = "unknown";

/** What one record contributes, before the builder places it in the tree. */
export type ReadRecord = {
  type: string;
  /** Null for records other than user/assistant/system/attachment that carry no uuid
   * (metadata such as `summary`): counted, not part of the tree. */
  entry: Entry | null;
  sessionId: string | null;
  cwd: string | null;
  /** A human title from `custom-title`, `ai-title` or `summary` records. */
  title: { text: string; priority: number } | null;
  stopReason: string | null;
};

const TITLE_PRIORITY: Record<string, number> = { "custom-title": 3, "ai-title": 2, summary: 1 };

/** Reads one parsed JSON object into the model's terms. Never throws. */
export function readEntry(value: Record<string, unknown>, line: number, bytes: number): ReadRecord {
  const type = typeof value.type === "string" ? value.type : UNTYPED_RECORD;
  if (CONVERSATION_TYPES.has(type)) {
    const record = readConversationFast(value) ?? conversationRecordSchema.safeParse(value).data;
    if (record) return readConversation(record, line, bytes);
  }
  const other = readOtherFast(value) ?? otherRecordSchema.parse(value);
  const titleText = other.customTitle ?? other.aiTitle ?? other.summary;
  return {
    type,
    entry: other.uuid === null ? null : baseEntry({ ...other, type }, line, bytes),
    sessionId: other.sessionId,
    cwd: other.cwd,
    title: titleText ? { text: titleText, priority: TITLE_PRIORITY[type] ?? 0 } : null,
    stopReason: null,
  };
}

type Common = Pick<
  ConversationRecord,
  | "uuid"
  | "parentUuid"
  | "logicalParentUuid"
  | "isSidechain"
  | "agentId"
  | "sessionId"
  | "version"
  | "timestamp"
  | "isMeta"
  | "isCompactSummary"
  | "isVisibleInTranscriptOnly"
> & { type: string };

/** Every entry is made by this one literal, so all share one shape (fast property access). */
function baseEntry(record: Common, line: number, bytes: number): Entry {
  return {
    index: -1, // set by the builder, which knows the entry's place and query source
    source: "",
    line,
    type: record.type,
    subtype: null,
    uuid: record.uuid,
    parentUuid: record.parentUuid,
    logicalParentUuid: record.logicalParentUuid,
    isSidechain: record.isSidechain,
    agentId: record.agentId,
    sessionId: record.sessionId,
    version: record.version,
    timestamp: parseRecordTimestamp(record.timestamp),
    role: null,
    messageId: null,
    model: null,
    usage: null,
    blocks: [],
    contentChars: 0,
    isMeta: record.isMeta,
    isCompactSummary: record.isCompactSummary,
    isVisibleInTranscriptOnly: record.isVisibleInTranscriptOnly,
    isApiErrorMessage: false,
    attachmentType: null,
    attachmentFile: null,
    compactMetadata: null,
    microcompactMetadata: null,
    bytes,
    itemBytes: null,
  };
}

function readConversation(record: ConversationRecord, line: number, bytes: number): ReadRecord {
  const entry = baseEntry(record, line, bytes);
  let stopReason: string | null = null;
  switch (record.type) {
    case "user":
    case "assistant": {
      const message = record.message;
      entry.role = message?.role ?? null;
      entry.blocks = measureContent(message?.content ?? null) as BlockInfo[];
      if (record.type === "assistant") {
        entry.messageId = message?.id ?? null;
        entry.model = message?.model ?? null;
        entry.usage = message?.usage ? toUsage(message.usage) : null;
        entry.isApiErrorMessage = record.isApiErrorMessage;
        stopReason = message?.stop_reason ?? null;
      }
      break;
    }
    case "system":
      entry.subtype = record.subtype;
      entry.contentChars = typeof record.content === "string" ? record.content.length : 0;
      entry.compactMetadata = record.compactMetadata ?? null;
      entry.microcompactMetadata = record.microcompactMetadata ?? null;
      break;
    case "attachment":
      entry.attachmentType = record.attachment?.type ?? null;
      entry.attachmentFile = record.attachment?.filename ?? null;
      entry.contentChars = attachmentChars(record.attachment, record.version ?? null);
      break;
  }
  return {
    type: record.type,
    entry,
    sessionId: record.sessionId,
    cwd: record.cwd,
    title: null,
    stopReason,
  };
}

function toUsage(usage: z.infer<typeof usageSchema>): Usage {
  return {
    inputTokens: usage.input_tokens,
    outputTokens: usage.output_tokens,
    cacheCreationInputTokens: usage.cache_creation_input_tokens,
    cacheReadInputTokens: usage.cache_read_input_tokens,
    cacheCreation1hTokens: usage.cache_creation?.ephemeral_1h_input_tokens ?? 0,
  };
}
