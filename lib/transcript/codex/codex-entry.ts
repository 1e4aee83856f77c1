import type { Entry } from "../model";

/**
 * What every entry of one rollout line shares: where it is, its session, version and time, and
 * for a sub-agent's rollout the agent it is (its entries are that agent's, as a Claude Code
 * subagent file's are).
 */
export type CodexLine = Pick<
  Entry,
  "line" | "bytes" | "uuid" | "parentUuid" | "sessionId" | "version" | "timestamp" | "agentId"
>;

/** The fields an item decides; the rest take the model's defaults. */
export type CodexEntryFields = Pick<Entry, "type"> &
  Partial<
    Pick<
      Entry,
      | "subtype"
      | "logicalParentUuid"
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
 * thousands of them, and entries of varied shapes made its property reads slower. The line's
 * fields come apart from the item's: spreading them into one object first (`{ ...line, type }`)
 * took four fifths of the reader's time (V8 copies a spread generically).
 */
export function makeCodexEntry(line: CodexLine, fields: CodexEntryFields): Entry {
  return {
    index: -1, // set by the builder, which knows the entry's place
    source: line.agentId === null ? "" : `agent:${line.agentId}`,
    line: line.line,
    type: fields.type,
    subtype: fields.subtype ?? null,
    uuid: line.uuid,
    parentUuid: line.parentUuid,
    logicalParentUuid: fields.logicalParentUuid ?? null,
    isSidechain: line.agentId !== null,
    agentId: line.agentId,
    sessionId: line.sessionId,
    version: line.version,
    timestamp: line.timestamp,
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
    bytes: line.bytes,
    itemBytes: fields.itemBytes ?? null,
  };
}
