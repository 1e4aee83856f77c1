import { z } from "zod";

/**
 * Zod schemas for transcript records (FORMAT.md). Every field is lenient: a field of the
 * wrong type reads as absent instead of rejecting the record, because real files are messy
 * and a record we cannot fully read must still be counted and kept. Absent fields take their
 * `.default` (cheap) so that `.catch`, which builds an issue each time it fires and made
 * parsing 30 times slower than JSON.parse, only runs for fields of the wrong type.
 */
const text = z.string().nullable().default(null).catch(null);
const count = z.number().finite().nonnegative().default(0).catch(0);
const flag = z.boolean().default(false).catch(false);
const nullableCount = z.number().finite().nullable().default(null).catch(null);

export const usageSchema = z.object({
  input_tokens: count,
  output_tokens: count,
  cache_creation_input_tokens: count,
  cache_read_input_tokens: count,
  cache_creation: z
    .object({ ephemeral_1h_input_tokens: count })
    .nullable()
    .default(null)
    .catch(null),
});

const toolResultContentSchema = z
  .union([z.string(), z.array(z.unknown())])
  .optional()
  .catch("");

export const contentBlockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("text"), text: text }),
  z.object({ type: z.literal("thinking"), thinking: text }),
  z.object({
    type: z.literal("tool_use"),
    id: text,
    name: text,
    input: z.unknown().optional(),
  }),
  z.object({
    type: z.literal("tool_result"),
    tool_use_id: text,
    content: toolResultContentSchema,
    is_error: flag,
  }),
  z.object({ type: z.literal("image") }),
  z.object({ type: z.literal("document") }),
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

const contentSchema = z
  .union([z.string(), z.array(z.unknown())])
  .nullable()
  .default(null)
  .catch(null);

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
    usage: usageSchema.nullable().default(null).catch(null),
    stop_reason: text,
  })
  .nullable()
  .default(null)
  .catch(null);

const compactMetadataSchema = z
  .object({
    trigger: z.enum(["auto", "manual"]).nullable().default(null).catch(null),
    preTokens: nullableCount,
    postTokens: nullableCount,
    durationMs: nullableCount,
  })
  .nullable()
  .default(null)
  .catch(null);

const microcompactMetadataSchema = z
  .object({
    trigger: text,
    preTokens: nullableCount,
    tokensSaved: nullableCount,
    compactedToolIds: z.array(z.string()).default([]).catch([]),
    /** Attachments the microcompaction cleared beside tool results (FORMAT §10). */
    clearedAttachmentUUIDs: z.array(z.string()).default([]).catch([]),
  })
  .nullable()
  .default(null)
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
    attachment: z.looseObject({ type: text, filename: text }).nullable().default(null).catch(null),
  }),
]);
export type ConversationRecord = z.infer<typeof conversationRecordSchema>;

/** Any other record: progress, metadata, and types this parser has never seen. */
export const otherRecordSchema = z.object({
  type: text,
  ...commonFields,
  /** Titles: `summary` records, `ai-title`, `custom-title`. */
  summary: text,
  aiTitle: text,
  customTitle: text,
});
export type OtherRecord = z.infer<typeof otherRecordSchema>;
