import type { Entry } from "../model";

/** The fields of an entry a Codex line decides; the rest take the model's defaults. */
export type CodexEntryFields = Pick<Entry, "line" | "type" | "uuid" | "parentUuid" | "bytes"> &
  Partial<
    Pick<
      Entry,
      | "subtype"
      | "logicalParentUuid"
      | "sessionId"
      | "version"
      | "timestamp"
      | "role"
      | "messageId"
      | "model"
      | "blocks"
      | "contentChars"
      | "isMeta"
      | "isCompactSummary"
      | "compactMetadata"
      | "itemBytes"
    >
  >;

/**
 * An entry made by one literal in the key order of the Claude Code reader's (read-entry.ts),
 * so every entry shares one shape whichever harness wrote it: the replay reads hundreds of
 * thousands of them, and entries of varied shapes made its property reads slower.
 */
export function makeCodexEntry(fields: CodexEntryFields): Entry {
  return {
    index: -1, // set by the builder, which knows the entry's place
    source: "",
    line: fields.line,
    type: fields.type,
    subtype: fields.subtype ?? null,
    uuid: fields.uuid,
    parentUuid: fields.parentUuid,
    logicalParentUuid: fields.logicalParentUuid ?? null,
    isSidechain: false,
    agentId: null,
    sessionId: fields.sessionId ?? null,
    version: fields.version ?? null,
    timestamp: fields.timestamp ?? null,
    role: fields.role ?? null,
    messageId: fields.messageId ?? null,
    model: fields.model ?? null,
    usage: null,
    blocks: fields.blocks ?? [],
    contentChars: fields.contentChars ?? 0,
    isMeta: fields.isMeta ?? false,
    isCompactSummary: fields.isCompactSummary ?? false,
    isVisibleInTranscriptOnly: false,
    isApiErrorMessage: false,
    attachmentType: null,
    attachmentFile: null,
    compactMetadata: fields.compactMetadata ?? null,
    microcompactMetadata: null,
    bytes: fields.bytes,
    itemBytes: fields.itemBytes ?? null,
  };
}
