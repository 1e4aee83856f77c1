import type {
  ApiCall,
  BlockInfo,
  Entry,
  RecordedCompaction,
  TranscriptModel,
} from "../../transcript/model";
import { ENTRY_DEFAULTS } from "../../transcript/model";

/** One sampling request of a hand-made Codex rollout and what came before it. */
export type CodexTurn = {
  /** Characters of a user message before the call (a new user turn). */
  userChars?: number;
  /** `last_token_usage.total_tokens` of the call. */
  context: number;
  output?: number;
  reasoningChars?: number;
  textChars?: number;
  /** Function calls of the response; their outputs come back before the next call. */
  tools?: { resultChars: number; inputChars?: number; name?: string; filePath?: string }[];
  /** The model of the call's `turn_context` (the script's model by default). */
  model?: string;
  /** `info.model_context_window` of its `token_count` (the parser's optional `contextWindow`). */
  contextWindow?: number | null;
  /** A `compacted` line right before the call. */
  compactionBefore?: CodexCompactionScript;
  /** The call is the first of a process that resumed the session knowing no usage. */
  resumed?: boolean;
};

export type CodexCompactionScript = {
  trigger?: "auto" | "manual" | null;
  /** Characters of the readable summary; null when only encrypted (remote compaction). */
  summaryChars?: number | null;
};

export type CodexScript = {
  /** `session_meta.cli_version`. */
  version?: string;
  model?: string;
  /** The developer/environment context Codex injects before the first user message. */
  initialContextChars?: number;
  turns: CodexTurn[];
};

/**
 * A Codex session's `TranscriptModel` as the shared contract maps a rollout (one entry per
 * `response_item`, `uuid` "codex:<line>", one chain; one call per counted `token_count`; each
 * `compacted` line a boundary-like system entry with `preTokens` the last call's context):
 * tiny inputs for the engine's Codex tests, before and apart from the real parser.
 *
 * @example
 * makeCodexModel({ turns: [{ userChars: 400, context: 20_000 }] }).harness // "codex"
 */
export function makeCodexModel(script: CodexScript): TranscriptModel {
  const version = script.version ?? "0.169.0";
  const defaultModel = script.model ?? "gpt-5-codex";
  const entries: Entry[] = [];
  const calls: ApiCall[] = [];
  const compactions: RecordedCompaction[] = [];
  const toolPairs: TranscriptModel["toolPairs"] = [];
  let time = Date.UTC(2026, 0, 1);
  const push = (fields: Partial<Entry> & Pick<Entry, "type">): Entry => {
    const index = entries.length;
    const entry: Entry = {
      ...ENTRY_DEFAULTS,
      index,
      line: index + 1,
      source: "main",
      bytes: 200,
      uuid: `codex:${index + 1}`,
      parentUuid: entries[index - 1]?.uuid ?? null,
      sessionId: "codex-session",
      version,
      timestamp: time,
      ...fields,
    };
    entries.push(entry);
    return entry;
  };
  const text = (chars: number): BlockInfo[] => [{ kind: "text", chars }];
  push({
    type: "user",
    role: "user",
    isMeta: true,
    blocks: text(script.initialContextChars ?? 6_000),
  });
  let pending: { id: string; chars: number }[] = [];
  let lastContext: number | null = null;
  script.turns.forEach((turn, k) => {
    time += 6_000;
    for (const result of pending) {
      const entry = push({
        type: "user",
        role: "user",
        blocks: [
          {
            kind: "tool_result",
            toolUseId: result.id,
            chars: result.chars,
            isError: false,
            images: 0,
          },
        ],
      });
      const pair = toolPairs.find((p) => p.toolUseId === result.id);
      if (pair) pair.resultEntry = entry.index;
    }
    pending = [];
    if (turn.compactionBefore) {
      const { trigger = "auto", summaryChars = 4_000 } = turn.compactionBefore;
      const boundary = push({
        type: "system",
        subtype: "compact_boundary",
        compactMetadata: { trigger, preTokens: lastContext, postTokens: null, durationMs: null },
      });
      compactions.push({
        uuid: boundary.uuid ?? "",
        form: "boundary",
        trigger,
        preTokens: lastContext,
        postTokens: null,
        durationMs: null,
        line: boundary.line,
        entryIndex: boundary.index,
        source: "main",
        atCall: k,
        parentInFile: true,
        summaryChars,
      });
    }
    if (turn.userChars !== undefined)
      push({ type: "user", role: "user", blocks: text(turn.userChars) });
    const messageId = `codex-call:${k}`;
    const model = turn.model ?? defaultModel;
    const assistant = { type: "assistant", role: "assistant", messageId, model } as const;
    const firstEntry = entries.length;
    if (turn.reasoningChars)
      push({ ...assistant, blocks: [{ kind: "thinking", chars: turn.reasoningChars }] });
    if (turn.textChars || !turn.tools?.length)
      push({ ...assistant, blocks: text(turn.textChars ?? 40) });
    (turn.tools ?? []).forEach((tool, t) => {
      const id = `call_${k}_${t}`;
      const name = tool.name ?? "shell";
      const use = push({
        ...assistant,
        blocks: [
          {
            kind: "tool_use",
            id,
            name,
            inputChars: tool.inputChars ?? 60,
            filePath: tool.filePath,
          },
        ],
      });
      toolPairs.push({ toolUseId: id, name, useEntry: use.index, resultEntry: null });
      pending.push({ id, chars: tool.resultChars });
    });
    const output = turn.output ?? 200;
    const input = turn.context - output;
    const cached = Math.floor(input * 0.8);
    calls.push({
      index: k,
      sourceIndex: k,
      source: "main",
      isMainThread: true,
      messageId,
      firstEntry,
      lastEntry: entries.length - 1,
      firstLine: firstEntry + 1,
      model,
      version,
      sessionId: "codex-session",
      timestamp: time,
      endTimestamp: time,
      usage: {
        inputTokens: input - cached,
        outputTokens: output,
        cacheCreationInputTokens: 0,
        cacheReadInputTokens: cached,
        cacheCreation1hTokens: 0,
      },
      contextTokens: turn.context,
      stopReason: null,
      ...(typeof turn.contextWindow === "number" ? { contextWindow: turn.contextWindow } : {}),
      ...(turn.resumed ? { startsResumedProcess: true as const } : {}),
    });
    lastContext = turn.context;
  });
  return {
    harness: "codex",
    lines: entries.length,
    records: entries.length,
    invalidLines: [],
    invalidLineCount: 0,
    recordTypes: { response_item: entries.length },
    entries,
    calls,
    mainSource: "main",
    sources: [{ id: "main", kind: "main", calls: calls.length }],
    compactions,
    microcompactions: [],
    toolPairs,
    sessionIds: ["codex-session"],
    versions: [version],
    models: [...new Set(calls.map((call) => call.model))],
    cwd: "/p",
    agentIds: [],
    title: null,
  };
}
