import { z } from "zod";

/**
 * Zod schemas for transcript records (FORMAT.md). Every field is lenient: a field of the
 * wrong type reads as absent instead of rejecting the record, because real files are messy
 * and a record we cannot fully read must still be counted and kept.
 */
const text = z.string().nullable().catch(null);
const count = z.number().finite().nonnegative().catch(0);
const flag = z.boolean().catch(false);
const nullableCount = z.number().finite().nullable().catch(null);

export const usageSchema = z.object({
  input_tokens: count,
  output_tokens: count,
  cache_creation_input_tokens: count,
  cache_read_input_tokens: count,
  cache_creation: z.object({ ephemeral_1h_input_tokens: count }).nullable().catch(null),
});

const toolResultContentSchema = z
  .union([z.string(), z.array(z.looseObject({ type: z.string().catch("unknown") }))])
  .catch("");

export const contentBlockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("text"), text: z.string().catch("") }),
  z.object({ type: z.literal("thinking"), thinking: z.string().catch("") }),
  z.object({
    type: z.literal("tool_use"),
    id: z.string().catch(""),
    name: z.string().catch("unknown"),
    input: z.unknown().optional(),
  }),
  z.object({
    type: z.literal("tool_result"),
    tool_use_id: z.string().catch(""),
    content: toolResultContentSchema.optional(),
    is_error: flag,
  }),
  z.object({ type: z.literal("image") }),
  z.object({ type: z.literal("document") }),
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

const contentSchema = z.union([z.string(), z.array(z.unknown())]).nullable().catch(null);

/** Fields conversation records share (FORMAT.md §2, "Common fields"). */
const commonFields = {
  uuid: text,
  parentUuid: text,
  logicalParentUuid: text,
  isSidechain: flag,
  agentId: text,
  sessionId: text,
  version: text,
  timestamp: text,
  cwd: text,
  isMeta: flag,
  isCompactSummary: flag,
  isVisibleInTranscriptOnly: flag,
};

const messageSchema = z
  .object({
    id: text,
    model: text,
    role: text,
    content: contentSchema,
    usage: usageSchema.nullable().catch(null),
    stop_reason: text,
  })
  .nullable()
  .catch(null);

const compactMetadataSchema = z
  .object({
    trigger: z.enum(["auto", "manual"]).nullable().catch(null),
    preTokens: nullableCount,
    postTokens: nullableCount,
    durationMs: nullableCount,
  })
  .nullable()
  .catch(null);

const microcompactMetadataSchema = z
  .object({
    trigger: text,
    preTokens: nullableCount,
    tokensSaved: nullableCount,
    compactedToolIds: z.array(z.string()).catch([]),
  })
  .nullable()
  .catch(null);

export const conversationRecordSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("user"), ...commonFields, message: messageSchema }),
  z.object({
    type: z.literal("assistant"),
    ...commonFields,
    message: messageSchema,
    isApiErrorMessage: flag,
  }),
  z.object({
    type: z.literal("system"),
    ...commonFields,
    subtype: text,
    content: z.unknown().optional(),
    compactMetadata: compactMetadataSchema.optional(),
    microcompactMetadata: microcompactMetadataSchema.optional(),
  }),
  z.object({
    type: z.literal("attachment"),
    ...commonFields,
    attachment: z
      .looseObject({ type: text, filename: text })
      .nullable()
      .catch(null),
  }),
]);
export type ConversationRecord = z.infer<typeof conversationRecordSchema>;

/** Any other record: progress, metadata, and types this parser has never seen. */
export const otherRecordSchema = z.object({
  type: z.string().catch("unknown"),
  ...commonFields,
  /** Titles: `summary` records, `ai-title`, `custom-title`. */
  summary: text,
  aiTitle: text,
  customTitle: text,
});
export type OtherRecord = z.infer<typeof otherRecordSchema>;
