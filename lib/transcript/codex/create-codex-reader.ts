import { compareVersions } from "../compare-versions";
import type { Entry } from "../model";
import type { CallDraft } from "../collect-calls";
import { parseRecordTimestamp } from "../session-times";
import {
  codexLineSchema,
  compactedSchema,
  responseItemSchema,
  sessionMetaSchema,
  threadNameSchema,
  tokenCountSchema,
  turnContextSchema,
} from "./codex-schema";
import { makeCodexEntry, type CodexLine } from "./codex-entry";
import { compactedSummary, type CompactedSummary } from "./compacted-summary";
import { readResponseItem } from "./response-item-blocks";
import { responseItemBytes } from "./item-bytes";
import { codexAgentId, readCodexParent } from "./subagent-source";
import { createTokenCounter } from "./token-counts";
import {
  readCodexLineFast,
  readResponseItemFast,
  readSessionMetaFast,
  readTokenCountFast,
  readTurnContextFast,
} from "./codex-fast-path";

/** Besides response items, the counted types that make entries or calls. */
const MODEL_LINES = new Set(["compacted", "event_msg:token_count"]);

/** Line types whose payload has its own `type` worth counting (`event_msg:token_count`). */
const TYPED_PAYLOADS = new Set(["response_item", "event_msg"]);

/**
 * Reads a Codex rollout line by line into the model's terms (the common brief's contract):
 * one entry per `response_item` (one chain, uuid `codex:<line>`), one call per `token_count`
 * that is a new call, one compact_boundary-like entry per `compacted` line. `place` puts an
 * entry in the model and answers its index. Never throws.
 *
 * @example
 * const reader = createCodexReader(place);
 * reader.read(record, 1, 200) // "session_meta"
 */
export function createCodexReader(place: (entry: Entry) => number) {
  const counter = createTokenCounter();
  const drafts: CallDraft[] = [];
  const summaries = new Map<number, CompactedSummary>();
  const sessionIds = new Set<string>();
  let sessionId: string | null = null;
  /** A sub-agent's rollout: the agent it is (`codexAgentId`); null for a session of its own. */
  let agentId: string | null = null;
  let version: string | null = null;
  let model: string | null = null;
  let cwd: string | null = null;
  let title: string | null = null;
  let previousUuid: string | null = null;
  let lastIndex = -1;
  let lastLine = 0;
  /** The assistant entries since the last call: the next call's output. */
  let group: { first: number; last: number; firstLine: number } | null = null;
  let lastContext: number | null = null;
  /** Numbers the calls' message ids; never reused, even for a call later found to be none. */
  let groupSeq = 0;
  /** A user message or a tool output came since the last call: the next call is a turn's. */
  let hasTurnInput = false;
  let isLastCallTurns = true;
  /** Whether the call being read has reasoning or a tool call of its own: a turn's call. */
  let hasWork = false;
  let isLastCallWork = true;
  /** A turn ended or began since the last call: that call was a turn's, not a summary request. */
  let isTurnBoundarySinceCall = false;
  /** A task started and no user message came yet: an answer now is a compaction's summary. */
  let isAwaitingTurnInput = false;
  /** A `token_count` carried usage: the client process writing the file knew it. */
  let hasKnownUsage = false;
  /**
   * A `token_count` without usage came after one with it: a new process took the session up
   * (a resume) and restored no count. Its next call is the first it makes.
   */
  let isUsageForgotten = false;

  function messageIdOfGroup(): string {
    return `codex:call:${groupSeq}`;
  }

  function add(entry: Entry): Entry {
    lastIndex = place(entry);
    lastLine = entry.line;
    previousUuid = entry.uuid;
    return entry;
  }

  function readResponse(
    payload: Record<string, unknown>,
    common: CodexLine,
    line: { value: Record<string, unknown>; stamp: string | null },
  ): void {
    const item = readResponseItemFast(payload) ?? responseItemSchema.parse(payload);
    const shape = readResponseItem(item, payload);
    const isAssistant = shape.type === "assistant";
    // What the model produced is in its usage; what the client added after it, it estimates.
    const isAddedByClient = shape.type === "user";
    if (shape.type === "user" && !shape.isMeta) {
      hasTurnInput = true;
      isAwaitingTurnInput = false;
    }
    const entry = add(
      makeCodexEntry(common, {
        type: shape.type,
        role: shape.role,
        isMeta: shape.isMeta,
        // The compaction request's answer (0.169): recorded after the task starts, before
        // the user's message, as an assistant message holding the summary.
        isCompactSummary: isAssistant && item.type === "message" && isAwaitingTurnInput,
        blocks: shape.blocks,
        messageId: isAssistant ? messageIdOfGroup() : null,
        model: isAssistant ? model : null,
        itemBytes: isAddedByClient
          ? responseItemBytes(line.value, line.stamp, common.bytes, payload)
          : null,
      }),
    );
    if (!isAssistant) return;
    if (shape.blocks.some((block) => block.kind === "thinking" || block.kind === "tool_use"))
      hasWork = true;
    if (group === null) group = { first: entry.index, last: entry.index, firstLine: entry.line };
    else group.last = entry.index;
  }

  function readTokenCount(payload: Record<string, unknown>, timestamp: number | null): void {
    const parsed = readTokenCountFast(payload) ?? tokenCountSchema.parse(payload);
    if (parsed.info === null) isUsageForgotten ||= hasKnownUsage;
    else hasKnownUsage = true;
    const counted = counter.read(parsed.info);
    if (counted === null) return;
    const anchor = Math.max(lastIndex, 0);
    drafts.push({
      messageId: messageIdOfGroup(),
      source: agentId === null ? "main" : `agent:${agentId}`,
      firstEntry: group?.first ?? anchor,
      lastEntry: group?.last ?? anchor,
      firstLine: group?.firstLine ?? lastLine,
      model: model ?? "unknown",
      version,
      sessionId,
      timestamp,
      endTimestamp: timestamp,
      usage: counted.usage,
      stopReason: null,
      contextTokens: counted.contextTokens,
      ...(counted.contextWindow === null ? {} : { contextWindow: counted.contextWindow }),
      ...(isUsageForgotten ? { startsResumedProcess: true as const } : {}),
    });
    isUsageForgotten = false;
    group = null;
    groupSeq += 1;
    lastContext = counted.contextTokens;
    isLastCallTurns = hasTurnInput;
    hasTurnInput = false;
    isLastCallWork = hasWork;
    isTurnBoundarySinceCall = false;
    hasWork = false;
  }

  function readCompacted(payload: Record<string, unknown>, common: CodexLine): void {
    const compacted = compactedSchema.parse(payload);
    const summary = compactedSummary(compacted);
    // The summary request (lab, 0.100 and 0.169) writes a token_count of its own just before
    // this line: not a turn's call, and counted as one it would put the compaction a call late.
    // Before a turn, no user message or tool output came since the call before it; inside a
    // turn (after a tool's output) it answered with no reasoning and no tool call, at most the
    // summary as a message, where a turn's call reasons or calls tools. Releases before the
    // lab saw that token_count check after every response, which may be a bare answer. A remote
    // compaction (an "OpenAI" provider, lab 0.169.0) writes no token_count: the last call then
    // sits before the turn's end (`task_complete`, `task_started`), where no request's does.
    const writesRequestCount = version !== null && compareVersions(version, "0.100.0") >= 0;
    const isRequest =
      !isTurnBoundarySinceCall && (!isLastCallTurns || (writesRequestCount && !isLastCallWork));
    if (isRequest && drafts.length > 0) {
      const request = drafts.pop();
      if (request?.contextTokens !== undefined)
        summary.requestContextTokens = request.contextTokens;
      lastContext = drafts.at(-1)?.contextTokens ?? null;
      isLastCallTurns = true;
      isLastCallWork = true;
    }
    summaries.set(common.line, summary);
    add(
      makeCodexEntry(common, {
        type: "system",
        subtype: "compact_boundary",
        logicalParentUuid: common.parentUuid,
        contentChars: compacted.message?.length ?? 0,
        // Codex writes no trigger; every compaction `codex exec` makes is automatic, and a
        // manual /compact leaves the same lines: read as auto (the engine replays those).
        compactMetadata: {
          trigger: "auto",
          preTokens: lastContext,
          postTokens: null,
          durationMs: null,
        },
      }),
    );
    group = null;
  }

  /** Lines that only set what later entries carry: session, version, model, title. */
  function readMetadata(
    lineType: string,
    payloadType: string | null,
    payload: Record<string, unknown>,
  ): void {
    if (lineType === "session_meta") {
      const meta = readSessionMetaFast(payload) ?? sessionMetaSchema.parse(payload);
      sessionId = meta.session_id ?? meta.thread_id ?? meta.id ?? sessionId;
      if (sessionId !== null) sessionIds.add(sessionId);
      // A sub-agent carries its parent's thread id (0.169 also its root session's as
      // `session_id`), as a Claude Code subagent file carries its parent's session id: the
      // store links the two by it, uploaded in either order.
      const parent = readCodexParent(meta.source);
      const threadId = meta.id ?? meta.thread_id ?? sessionId;
      if (parent !== null && threadId !== null && agentId === null && lastIndex === -1) {
        agentId = codexAgentId(parent.parentThreadId, parent.agentPath, threadId);
        sessionIds.add(parent.parentThreadId);
      }
      version = meta.cli_version ?? version;
      cwd ??= meta.cwd;
    } else if (lineType === "turn_context") {
      const context = readTurnContextFast(payload) ?? turnContextSchema.parse(payload);
      model = context.model ?? model;
      cwd ??= context.cwd;
    } else if (payloadType === "task_started") {
      isAwaitingTurnInput = true;
      isTurnBoundarySinceCall = true;
    } else if (payloadType === "task_complete") {
      isTurnBoundarySinceCall = true;
    } else if (payloadType === "thread_name_updated") {
      const named = threadNameSchema.parse(payload);
      title = named.thread_name ?? named.name ?? title;
    }
  }

  return {
    /** Reads one JSON object of the file; answers the type it is counted under. */
    read(value: Record<string, unknown>, line: number, bytes: number): string {
      const {
        timestamp: stamp,
        type,
        payload,
      } = readCodexLineFast(value) ?? codexLineSchema.parse(value);
      const lineType = type ?? "unknown";
      const payloadType = typeof payload?.type === "string" ? payload.type : null;
      const counted =
        TYPED_PAYLOADS.has(lineType) && payloadType !== null
          ? `${lineType}:${payloadType}`
          : lineType;
      const makesModel = lineType === "response_item" || MODEL_LINES.has(counted);
      if (payload === null || !makesModel) {
        if (payload !== null) readMetadata(lineType, payloadType, payload);
        return counted;
      }
      // Only lines that become entries or calls need their time (most of a rollout's lines).
      const timestamp = parseRecordTimestamp(stamp);
      const common: CodexLine = {
        line,
        bytes,
        uuid: `codex:${line}`,
        parentUuid: previousUuid,
        sessionId,
        version,
        timestamp,
        agentId,
      };
      if (lineType === "response_item") readResponse(payload, common, { value, stamp });
      else if (lineType === "compacted") readCompacted(payload, common);
      else readTokenCount(payload, timestamp);
      return counted;
    },
    /** The calls so far; copies when reading goes on (a draft never changes once made). */
    drafts(): CallDraft[] {
      return drafts;
    },
    summaryOf(line: number): CompactedSummary | undefined {
      return summaries.get(line);
    },
    get sessionIds(): string[] {
      return [...sessionIds];
    },
    get cwd(): string | null {
      return cwd;
    },
    get title(): string | null {
      return title;
    },
  };
}

export type CodexReader = ReturnType<typeof createCodexReader>;
