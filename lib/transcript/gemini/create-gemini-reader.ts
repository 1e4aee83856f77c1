import type { Entry, Usage } from "../model";
import type { CallDraft } from "../collect-calls";
import { parseRecordTimestamp } from "../session-times";
import { makeCodexEntry, type CodexEntryFields } from "../codex/codex-entry";
import {
  messageRecordSchema,
  sessionMetadataSchema,
  setRecordSchema,
  type MessageRecord,
  type MessageTokens,
} from "./gemini-schema";
import { contentBlocks, partsText, thoughtBlocks, toolUseBlock } from "./gemini-blocks";
import { readMessageRecordFast } from "./gemini-fast-path";
import { CONVERTED_FROM_DOCUMENT } from "./gemini-document-lines";

/** The text a compression's summary starts with (chatCompressionService: the state snapshot). */
export const STATE_SNAPSHOT_TAG = "<state_snapshot>";

/**
 * The type a metadata line without `kind` is counted under: the session metadata gained `kind`
 * in 0.36 (read from the packages), so such a file was written by 0.8.2 to 0.35, one JSON
 * document (converted to lines on the way in). The profile `auto` picks says so.
 */
export const METADATA_WITHOUT_KIND = "session:no-kind";

/** What a record is counted under in `recordTypes`. */
function recordKind(value: Record<string, unknown>): string {
  if ("$set" in value) {
    const set = value.$set;
    return typeof set === "object" && set !== null && "messages" in set ? "$set:messages" : "$set";
  }
  if ("$rewindTo" in value) return "$rewindTo";
  if (typeof value.type === "string" && "id" in value) return value.type;
  if ("projectHash" in value) return "kind" in value ? "session" : METADATA_WITHOUT_KIND;
  return "unknown";
}

/** A response's token counts in the model's terms: `input` holds the cached part. */
function usageOf(tokens: MessageTokens): Usage {
  const cached = Math.min(tokens.cached, tokens.input);
  return {
    inputTokens: tokens.input - cached,
    outputTokens: tokens.output + tokens.thoughts,
    cacheCreationInputTokens: 0,
    cacheReadInputTokens: cached,
    cacheCreation1hTokens: 0,
  };
}

/**
 * Reads a Gemini CLI session file record by record into the model's terms: one entry per
 * user and gemini message (one chain, uuid `gemini:<line>`), one call per gemini message that
 * reports `tokens` (its context: `tokens.input`, the prompt tokens the client compares with its
 * threshold), the tool calls a gemini message lists when written again as tool_use entries of
 * the same call, and a compact_boundary for each `$set` of the message list that brings a new
 * `<state_snapshot>` (the summary stays in that line, as a Codex `compacted` line holds its
 * own). A record written again under the same id adds nothing
 * else (entries are final once made). `$rewindTo` moves the chain back before the message it
 * names (see rewindTo). Never throws.
 *
 * @example
 * const reader = createGeminiReader(place);
 * reader.read(record, 1, 200) // "session"
 */
/** What one Gemini record decides of an entry: where it is and when, and its item's fields. */
type GeminiEntryFields = CodexEntryFields &
  Pick<Entry, "line" | "bytes"> &
  Partial<Pick<Entry, "timestamp">>;

export function createGeminiReader(place: (entry: Entry) => number) {
  const drafts: CallDraft[] = [];
  const sessionIds = new Set<string>();
  /** Gemini messages seen, by id: the call made of it, whether its tool calls are listed. */
  const geminiSeen = new Map<string, { call: CallDraft | null; hasTools: boolean }>();
  const userSeen = new Set<string>();
  const snapshotsSeen = new Set<string>();
  /** The summary's characters by the line of its compaction (the message list holds it). */
  const summaries = new Map<number, number>();
  /** Each message's first entry, in file order: its id and the entry it continued. */
  const messagesMade: { id: string; parentUuid: string | null }[] = [];
  let sessionId: string | null = null;
  let title: string | null = null;
  let previousUuid: string | null = null;
  let lastContext: number | null = null;
  /** False once the metadata shows the file is a converted document, which records none. */
  let recordsCompactions = true;

  function add(fields: GeminiEntryFields): Entry {
    const uuid = `gemini:${fields.line}`;
    const where = {
      line: fields.line,
      bytes: fields.bytes,
      uuid,
      parentUuid: previousUuid,
      sessionId,
      version: null, // a session file records no client version
      timestamp: fields.timestamp ?? null,
      agentId: null,
    };
    const entry = makeCodexEntry(where, fields);
    place(entry);
    previousUuid = uuid;
    return entry;
  }

  function readUser(record: MessageRecord, line: number, bytes: number): void {
    const id = record.id ?? `line-${line}`;
    if (userSeen.has(id)) return;
    userSeen.add(id);
    const blocks = contentBlocks(record.content);
    messagesMade.push({ id, parentUuid: previousUuid });
    add({
      line,
      bytes,
      type: "user",
      role: "user",
      blocks,
      timestamp: parseRecordTimestamp(record.timestamp),
    });
  }

  function readGemini(record: MessageRecord, line: number, bytes: number): void {
    const id = record.id ?? `line-${line}`;
    const seen = geminiSeen.get(id) ?? { call: null, hasTools: false };
    const isFirst = !geminiSeen.has(id);
    geminiSeen.set(id, seen);
    const timestamp = parseRecordTimestamp(record.timestamp);
    const common = {
      line,
      bytes,
      type: "assistant",
      role: "assistant",
      messageId: `gemini:${id}`,
      model: record.model,
      timestamp,
    };
    const made: Entry[] = [];
    if (isFirst) messagesMade.push({ id, parentUuid: previousUuid });
    if (isFirst)
      made.push(
        add({
          ...common,
          blocks: [...thoughtBlocks(record.thoughts), ...contentBlocks(record.content)],
        }),
      );
    if (!seen.hasTools && record.toolCalls.length > 0) {
      seen.hasTools = true;
      const blocks = record.toolCalls.map((call) => toolUseBlock(call.id, call.name, call.args));
      made.push(add({ ...common, blocks }));
    }
    const last = made.at(-1) ?? null;
    // The tool calls, written after the call was made, are the end of its response.
    if (seen.call !== null && last !== null) seen.call.lastEntry = last.index;
    if (seen.call !== null || record.tokens === null) return;
    const first = made[0] ?? null;
    seen.call = {
      messageId: `gemini:${id}`,
      source: "main",
      firstEntry: first?.index ?? 0,
      lastEntry: last?.index ?? 0,
      firstLine: first?.line ?? line,
      model: record.model ?? "unknown",
      version: null,
      sessionId,
      timestamp,
      endTimestamp: timestamp,
      usage: usageOf(record.tokens),
      stopReason: null,
      contextTokens: record.tokens.input,
    };
    drafts.push(seen.call);
    lastContext = record.tokens.input;
  }

  /** A new message list: a compression when it brings a state snapshot not seen before. */
  function readMessageList(messages: readonly unknown[], line: number, bytes: number): void {
    for (const message of messages) {
      const parsed = messageRecordSchema.safeParse(message);
      if (!parsed.success || parsed.data.type !== "user") continue;
      const text = partsText(parsed.data.content);
      const id = parsed.data.id ?? text;
      if (!text.trimStart().startsWith(STATE_SNAPSHOT_TAG) || snapshotsSeen.has(id)) continue;
      snapshotsSeen.add(id);
      const timestamp = parseRecordTimestamp(parsed.data.timestamp);
      add({
        line,
        bytes,
        type: "system",
        subtype: "compact_boundary",
        timestamp,
        logicalParentUuid: previousUuid,
        // No record states the trigger: `gemini -p` compresses only by itself (the lab).
        compactMetadata: {
          trigger: "auto",
          preTokens: lastContext,
          postTokens: null,
          durationMs: null,
        },
      });
      summaries.set(line, text.length);
    }
  }

  /**
   * `/rewind` (rewindConversation in the client): the message and every later one leave the
   * history the client sends (it calls setHistory with what remains), so what follows continues
   * the entry before that message; the abandoned entries stay in the model on a dead branch,
   * as a Claude Code rewind leaves them, and the replay follows the branch (continuedCalls).
   * Their ids may be written again after it.
   */
  function rewindTo(id: string): void {
    const at = messagesMade.findIndex((message) => message.id === id);
    if (at < 0) return; // the client ignores an id it does not hold too
    previousUuid = messagesMade[at]?.parentUuid ?? null;
    for (const dropped of messagesMade.splice(at)) {
      userSeen.delete(dropped.id);
      geminiSeen.delete(dropped.id);
    }
  }

  return {
    /** Reads one JSON object of the file; answers the type it is counted under. */
    read(value: Record<string, unknown>, line: number, bytes: number): string {
      const kind = recordKind(value);
      if (kind === "session" || kind === METADATA_WITHOUT_KIND) {
        const meta = sessionMetadataSchema.parse(value);
        // A metadata line without `kind` dates the file before 0.36: a document, as is any the
        // converter marked (0.36 to 0.38.2 documents have `kind`).
        if (kind === METADATA_WITHOUT_KIND || value[CONVERTED_FROM_DOCUMENT] === true)
          recordsCompactions = false;
        sessionId = meta.sessionId ?? sessionId;
        if (sessionId !== null) sessionIds.add(sessionId);
      } else if (kind === "$set" || kind === "$set:messages") {
        const set = setRecordSchema.safeParse(value);
        if (set.success) {
          title = set.data.$set.summary ?? title;
          if (set.data.$set.messages !== null) readMessageList(set.data.$set.messages, line, bytes);
        }
      } else if (kind === "$rewindTo") {
        if (typeof value.$rewindTo === "string") rewindTo(value.$rewindTo);
      } else if (kind === "user" || kind === "gemini") {
        const record = readMessageRecordFast(value) ?? messageRecordSchema.parse(value);
        if (kind === "user") readUser(record, line, bytes);
        else readGemini(record, line, bytes);
      }
      return kind;
    },
    drafts(): CallDraft[] {
      return drafts;
    },
    get sessionIds(): string[] {
      return [...sessionIds];
    },
    get title(): string | null {
      return title;
    },
    /** Whether the file's format can record a compression (a JSONL file, not a document). */
    get recordsCompactions(): boolean {
      return recordsCompactions;
    },
    /** The characters of the summary a compaction's line holds. */
    summaryCharsOf(line: number): number | undefined {
      return summaries.get(line);
    },
  };
}

export type GeminiReader = ReturnType<typeof createGeminiReader>;
