import type { Entry, Usage } from "../model";
import type { CallDraft } from "../collect-calls";
import { makeCodexEntry, type CodexEntryFields } from "../codex/codex-entry";
import {
  messageLineSchema,
  sessionInfoSchema,
  type MessageInfo,
  type MessageTokens,
} from "./opencode-schema";
import {
  assistantBlocks,
  partsText,
  prunedOutputs,
  readParts,
  type PrunedOutput,
  toolResultBlocks,
  userBlocks,
} from "./opencode-blocks";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** What a record is counted under in `recordTypes`. */
function recordKind(value: Record<string, unknown>): string {
  if (isObject(value.info) && Array.isArray(value.parts)) {
    const role = value.info.role;
    return role === "user" || role === "assistant" ? role : "message";
  }
  if (typeof value.id === "string" && "projectID" in value) return "session";
  return "unknown";
}

/**
 * The count OpenCode compares with its usable context (`isOverflow`, measured in the lab):
 * `tokens.total`, else input + output + cache read + cache write.
 */
export function overflowCount(tokens: MessageTokens): number {
  return tokens.total || tokens.input + tokens.output + tokens.cache.read + tokens.cache.write;
}

/** A response's token counts in the model's terms: OpenCode's `input` excludes the cache. */
function usageOf(tokens: MessageTokens): Usage {
  return {
    inputTokens: tokens.input,
    outputTokens: tokens.output + tokens.reasoning,
    cacheCreationInputTokens: tokens.cache.write,
    cacheReadInputTokens: tokens.cache.read,
    cacheCreation1hTokens: 0,
  };
}

/** What one OpenCode line decides of an entry: where it is and when, and its item's fields. */
type OpenCodeEntryFields = CodexEntryFields & Pick<Entry, "line" | "bytes" | "timestamp">;

/**
 * Reads the app's OpenCode transcript line by line into the model's terms: one entry per user
 * message (a compaction's user message is a compact_boundary instead), one per assistant
 * message, and after it one user entry of its finished tool calls' results (OpenCode keeps a
 * call and its result in one part; the next request sends the result). One call per assistant
 * message with tokens that is not a summary, its context the overflow count. A summary
 * message is kept as an assistant entry and sized as its compaction's summary. Never throws.
 *
 * @example
 * const reader = createOpenCodeReader(place);
 * reader.read(sessionInfo, 1, 200) // "session"
 */
export function createOpenCodeReader(place: (entry: Entry) => number) {
  const drafts: CallDraft[] = [];
  const sessionIds = new Set<string>();
  const seen = new Set<string>();
  /** The summary's characters and its request's context, by the line of its compaction. */
  const summaries = new Map<number, { chars: number; requestContext: number | null }>();
  let sessionId: string | null = null;
  let title: string | null = null;
  let cwd: string | null = null;
  let version: string | null = null;
  let previousUuid: string | null = null;
  let lastContext: number | null = null;
  let openCompactionLine: number | null = null;
  /** Outputs prune cleared, with the entry and line of their results. */
  const pruned: (PrunedOutput & { entryIndex: number; line: number })[] = [];

  function add(fields: OpenCodeEntryFields, suffix = ""): Entry {
    const uuid = `opencode:${fields.line}${suffix}`;
    const where = {
      line: fields.line,
      bytes: fields.bytes,
      uuid,
      parentUuid: previousUuid,
      sessionId,
      version,
      timestamp: fields.timestamp,
      agentId: null,
    };
    const entry = makeCodexEntry(where, fields);
    place(entry);
    previousUuid = uuid;
    return entry;
  }

  function readUser(info: MessageInfo, parts: unknown[], line: number, bytes: number): void {
    const read = readParts(parts);
    const timestamp = info.time.created;
    if (read.some((part) => part.type === "compaction")) {
      const auto = read.find((part) => part.type === "compaction")?.auto ?? false;
      add({
        line,
        bytes,
        timestamp,
        type: "system",
        subtype: "compact_boundary",
        logicalParentUuid: previousUuid,
        compactMetadata: {
          trigger: auto ? "auto" : "manual",
          preTokens: lastContext,
          postTokens: null,
          durationMs: null,
        },
      });
      openCompactionLine = line;
      return;
    }
    const isMeta = read.length > 0 && read.every((part) => part.synthetic);
    add({ line, bytes, timestamp, type: "user", role: "user", blocks: userBlocks(read), isMeta });
  }

  function readAssistant(info: MessageInfo, parts: unknown[], line: number, bytes: number): void {
    const read = readParts(parts);
    const timestamp = info.time.created;
    const messageId = `opencode:${info.id ?? line}`;
    const common = { line, bytes, timestamp, role: "assistant", model: info.modelID } as const;
    if (info.summary === true) {
      add({ ...common, type: "assistant", messageId, blocks: assistantBlocks(read) });
      if (openCompactionLine !== null) {
        const tokens = info.tokens;
        const requestContext =
          tokens === null ? null : tokens.input + tokens.cache.read + tokens.cache.write;
        summaries.set(openCompactionLine, { chars: partsText(read).length, requestContext });
      }
      openCompactionLine = null;
      return;
    }
    const entry = add({ ...common, type: "assistant", messageId, blocks: assistantBlocks(read) });
    const results = toolResultBlocks(read);
    if (results.length > 0) {
      const resultsEntry = add(
        { line, bytes, timestamp, type: "user", role: "user", blocks: results },
        ":results",
      );
      for (const output of prunedOutputs(read))
        pruned.push({ ...output, entryIndex: resultsEntry.index, line });
    }
    if (info.tokens === null) return;
    const context = overflowCount(info.tokens);
    if (context === 0) return; // a message cut off before its response reported usage
    drafts.push({
      messageId,
      source: "main",
      firstEntry: entry.index,
      lastEntry: entry.index,
      firstLine: line,
      model: info.modelID ?? "unknown",
      version,
      sessionId,
      timestamp,
      endTimestamp: timestamp,
      usage: usageOf(info.tokens),
      stopReason: info.finish,
      contextTokens: context,
    });
    lastContext = context;
  }

  return {
    /** Reads one JSON object of the file; answers the type it is counted under. */
    read(value: Record<string, unknown>, line: number, bytes: number): string {
      const kind = recordKind(value);
      if (kind === "session") {
        const info = sessionInfoSchema.parse(value);
        sessionId = info.id ?? sessionId;
        if (sessionId !== null) sessionIds.add(sessionId);
        title = info.title ?? title;
        cwd = info.directory ?? cwd;
        version = info.version ?? version;
      } else if (kind === "user" || kind === "assistant") {
        const message = messageLineSchema.parse(value);
        const id = message.info.id ?? `line-${line}`;
        if (seen.has(id)) return kind; // a message written twice adds nothing
        seen.add(id);
        if (message.info.sessionID !== null && sessionId === null) {
          sessionId = message.info.sessionID;
          sessionIds.add(sessionId);
        }
        if (kind === "user") readUser(message.info, message.parts, line, bytes);
        else readAssistant(message.info, message.parts, line, bytes);
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
    get cwd(): string | null {
      return cwd;
    },
    /** The tool outputs prune cleared, in the file's order. */
    prunedOutputs() {
      return pruned;
    },
    /** The summary a compaction's line leads to: its characters and its request's context. */
    summaryOf(line: number) {
      return summaries.get(line);
    },
  };
}

export type OpenCodeReader = ReturnType<typeof createOpenCodeReader>;
