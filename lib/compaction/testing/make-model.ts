import type {
  ApiCall,
  BlockInfo,
  Entry,
  RecordedCompaction,
  TranscriptModel,
} from "../../transcript/model";
import { ENTRY_DEFAULTS } from "../../transcript/model";

/** One API round of a hand-made session: the records before the call, the call, its tool uses. */
export type Turn = {
  /** Characters of a user prompt before the call (none when absent). */
  userChars?: number;
  /** The call's context tokens (input side + output). */
  context: number;
  output?: number;
  thinkingChars?: number;
  textChars?: number;
  /** Tool uses of this call; their results arrive before the next call. */
  tools?: { name: string; resultChars: number; filePath?: string; inputChars?: number }[];
  /** Minutes between the previous call and this turn's records. */
  gapMinutes?: number;
  /** A recorded compaction right before this turn (after the previous call's results). */
  compactionBefore?: CompactionScript;
  /** A recorded microcompaction right before this turn. */
  microcompactBefore?: { preTokens: number; tokensSaved: number; compactedToolIds?: string[] };
};

export type CompactionScript = {
  trigger: "auto" | "manual" | null;
  preTokens: number | null;
  summaryChars?: number;
  /** False for a boundary a resume copied from another session (default true). */
  parentInFile?: boolean;
  /** The boundary's postTokens (about 2.1.112 on); null by default. */
  postTokens?: number | null;
  /** A prompt written before the boundary: the one whose pre-call check compacted. */
  promptChars?: number;
  /**
   * The last N user and assistant records written again (same uuid, same fields) before the
   * boundary, as 2.1.153 and 2.1.268 append the chain or the kept segment (conformance lab).
   */
  rewriteLast?: number;
};

export type SessionScript = {
  version?: string;
  model?: string;
  source?: string;
  turns: Turn[];
  /** A recorded compaction after the last call's results: the session compacted and the file ends. */
  compactionAtEnd?: CompactionScript;
};

export function makeEntry(fields: Partial<Entry> & Pick<Entry, "index" | "type">): Entry {
  return {
    ...ENTRY_DEFAULTS,
    blocks: [],
    line: fields.index + 1,
    uuid: `e-${fields.index}`,
    source: "main",
    sessionId: "s1",
    version: "2.1.63",
    bytes: 100,
    ...fields,
  };
}

export function makeCall(
  fields: Partial<ApiCall> & Pick<ApiCall, "index" | "firstEntry" | "contextTokens">,
): ApiCall {
  const output = fields.usage?.outputTokens ?? 100;
  return {
    sourceIndex: fields.index,
    source: "main",
    isMainThread: true,
    messageId: `msg-${fields.index}`,
    lastEntry: fields.firstEntry,
    firstLine: fields.firstEntry + 1,
    model: "claude-opus-4-6",
    version: "2.1.63",
    sessionId: "s1",
    timestamp: null,
    endTimestamp: null,
    usage: {
      inputTokens: 0,
      outputTokens: output,
      cacheCreationInputTokens: 0,
      cacheReadInputTokens: fields.contextTokens - output,
      cacheCreation1hTokens: 0,
    },
    stopReason: "tool_use",
    ...fields,
  };
}

/**
 * A whole TranscriptModel from a script of turns, with consistent entry indices, calls,
 * tool pairs and recorded (micro)compactions. Tiny inputs for table-driven engine tests.
 *
 * @example
 * makeModel({ turns: [{ userChars: 400, context: 20_000 }, { context: 40_000 }] }).calls.length // 2
 */
export function makeModel(script: SessionScript): TranscriptModel {
  const version = script.version ?? "2.1.63";
  const modelName = script.model ?? "claude-opus-4-6";
  const source = script.source ?? "main";
  const base = { version, source, isSidechain: source !== "main" };
  const m: TranscriptModel = {
    harness: "claude-code",
    lines: 0,
    records: 0,
    invalidLines: [],
    invalidLineCount: 0,
    recordTypes: {},
    entries: [],
    calls: [],
    mainSource: source,
    sources: [
      { id: source, kind: source === "main" ? "main" : "agent", calls: script.turns.length },
    ],
    compactions: [],
    microcompactions: [],
    toolPairs: [],
    sessionIds: ["s1"],
    versions: [version],
    models: [modelName],
    cwd: "/p",
    agentIds: [],
    title: null,
  };
  let time = Date.UTC(2026, 0, 1);
  let pendingResults: { id: string; chars: number }[] = [];
  const push = (fields: Partial<Entry> & Pick<Entry, "type">) => {
    const entry = makeEntry({ ...base, timestamp: time, ...fields, index: m.entries.length });
    m.entries.push(entry);
    return entry;
  };
  const pushResults = () => {
    for (const r of pendingResults) {
      const entry = push({
        type: "user",
        role: "user",
        blocks: [
          { kind: "tool_result", toolUseId: r.id, chars: r.chars, isError: false, images: 0 },
        ],
      });
      const pair = m.toolPairs.find((p) => p.toolUseId === r.id);
      if (pair) pair.resultEntry = entry.index;
    }
    pendingResults = [];
  };
  const pushCompaction = (k: number, spec: CompactionScript) => {
    const {
      trigger,
      preTokens,
      summaryChars = 8_000,
      parentInFile = true,
      postTokens = null,
      promptChars,
      rewriteLast = 0,
    } = spec;
    if (promptChars !== undefined)
      push({ type: "user", role: "user", blocks: [{ kind: "text", chars: promptChars }] });
    const written = m.entries.filter((e) => e.type === "user" || e.type === "assistant");
    for (const copy of rewriteLast > 0 ? written.slice(-rewriteLast) : []) {
      const index = m.entries.length;
      m.entries.push({ ...copy, index, line: index + 1 });
      // The parser groups records by message.id: a copied assistant record ends its call.
      const call = m.calls.find((c) => c.messageId === copy.messageId);
      if (call) call.lastEntry = index;
    }
    const boundary = push({
      type: "system",
      subtype: "compact_boundary",
      compactMetadata: { trigger, preTokens, postTokens, durationMs: null },
    });
    push({
      type: "user",
      role: "user",
      isCompactSummary: true,
      blocks: [{ kind: "text", chars: summaryChars }],
    });
    const recorded: RecordedCompaction = {
      uuid: boundary.uuid ?? "",
      form: "boundary",
      trigger,
      preTokens,
      postTokens,
      durationMs: null,
      line: boundary.line,
      entryIndex: boundary.index,
      source,
      atCall: k,
      parentInFile,
      summaryChars,
    };
    m.compactions.push(recorded);
  };
  script.turns.forEach((turn, k) => {
    time += (turn.gapMinutes ?? 0.1) * 60_000;
    pushResults();
    if (turn.microcompactBefore) {
      const e = push({ type: "system", subtype: "microcompact_boundary" });
      const { preTokens, tokensSaved, compactedToolIds = [] } = turn.microcompactBefore;
      m.microcompactions.push({
        uuid: e.uuid ?? "",
        line: e.line,
        entryIndex: e.index,
        source,
        atCall: k,
        trigger: "auto",
        preTokens,
        tokensSaved,
        compactedToolIds,
        clearedAttachmentUUIDs: [],
      });
    }
    if (turn.compactionBefore) pushCompaction(k, turn.compactionBefore);
    if (turn.userChars !== undefined)
      push({ type: "user", role: "user", blocks: [{ kind: "text", chars: turn.userChars }] });
    const messageId = `msg-${k}`;
    const blocks: BlockInfo[] = [];
    if (turn.thinkingChars) blocks.push({ kind: "thinking", chars: turn.thinkingChars });
    if (turn.textChars) blocks.push({ kind: "text", chars: turn.textChars });
    (turn.tools ?? []).forEach((tool, t) => {
      const id = `tool-${k}-${t}`;
      blocks.push({
        kind: "tool_use",
        id,
        name: tool.name,
        inputChars: tool.inputChars ?? 40,
        filePath: tool.filePath,
      });
      pendingResults.push({ id, chars: tool.resultChars });
    });
    if (blocks.length === 0) blocks.push({ kind: "text", chars: 40 });
    const firstEntry = m.entries.length;
    const output = turn.output ?? 100;
    const call = makeCall({
      index: k,
      firstEntry,
      contextTokens: turn.context,
      source,
      messageId,
      model: modelName,
      version,
      timestamp: time,
      endTimestamp: time,
      usage: {
        inputTokens: 0,
        outputTokens: output,
        cacheCreationInputTokens: 0,
        cacheReadInputTokens: turn.context - output,
        cacheCreation1hTokens: 0,
      },
    });
    for (const block of blocks) {
      const entry = push({
        type: "assistant",
        role: "assistant",
        messageId,
        model: modelName,
        usage: call.usage,
        blocks: [block],
      });
      if (block.kind === "tool_use")
        m.toolPairs.push({
          toolUseId: block.id,
          name: block.name,
          useEntry: entry.index,
          resultEntry: null,
        });
    }
    call.lastEntry = m.entries.length - 1;
    m.calls.push(call);
  });
  pushResults();
  if (script.compactionAtEnd) pushCompaction(script.turns.length, script.compactionAtEnd);
  m.lines = m.records = m.entries.length;
  return m;
}
