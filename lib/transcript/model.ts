import type { HarnessId } from "./harness";

/**
 * The normalised model of one transcript (SPEC C2).
 *
 * It is a skeleton: every record with its place in the tree and the SIZE of each content
 * block, never the content itself, so a 1 GB transcript fits in memory. Content is read back
 * from the stored raw bytes by line number when a view needs it.
 */

/** Usage as the API reported it for one call (snake_case keys of the Messages API). */
export type Usage = {
  inputTokens: number;
  outputTokens: number;
  cacheCreationInputTokens: number;
  cacheReadInputTokens: number;
  /** `cache_creation.ephemeral_1h_input_tokens`: non-zero means 1-hour cache TTL (from 1.0.77). */
  cacheCreation1hTokens: number;
};

/** One content block, by size. `chars` counts the characters the model would read. */
export type BlockInfo =
  | { kind: "text"; chars: number }
  | { kind: "thinking"; chars: number }
  | {
      kind: "tool_use";
      id: string;
      name: string;
      /** Length of `JSON.stringify(input)`. */
      inputChars: number;
      /** `input.file_path` (Read, Edit, Write) or `input.path`, when a string. */
      filePath?: string;
    }
  | {
      kind: "tool_result";
      toolUseId: string;
      /** Characters of text content (string content, or the text blocks of list content). */
      chars: number;
      isError: boolean;
      /** Images and documents inside the result. */
      images: number;
    }
  | { kind: "image" }
  | { kind: "document" }
  /** Any other block type (server tool blocks, redacted_thinking ...): kept, sized. */
  | { kind: "other"; type: string; chars: number };

export type CompactMetadata = {
  trigger: "auto" | "manual" | null;
  preTokens: number | null;
  postTokens: number | null;
  durationMs: number | null;
};

export type MicrocompactMetadata = {
  trigger: string | null;
  preTokens: number | null;
  tokensSaved: number | null;
  compactedToolIds: string[];
  /** Attachments it cleared beside tool results (FORMAT §10; absent before, then empty). */
  clearedAttachmentUUIDs: string[];
};

/**
 * A conversation record: `user`, `assistant`, `system`, `attachment`, and any unknown record
 * type that carries a `uuid`. Metadata records without uuid (`summary`, `file-history-snapshot`,
 * `queue-operation` ...) are only counted (`TranscriptModel.recordTypes`).
 */
export type Entry = {
  /** Position in `TranscriptModel.entries`. */
  index: number;
  /** 1-based line number in the file. */
  line: number;
  type: string;
  subtype: string | null;
  uuid: string | null;
  parentUuid: string | null;
  logicalParentUuid: string | null;
  isSidechain: boolean;
  agentId: string | null;
  /** The query source this record belongs to: "main", "agent:<agentId>" or "chain:<root uuid>". */
  source: string;
  sessionId: string | null;
  version: string | null;
  /** Milliseconds since the epoch, or null when absent or unparseable. */
  timestamp: number | null;
  /** `message.role` for user/assistant records. */
  role: string | null;
  /** `message.id` for assistant records. */
  messageId: string | null;
  model: string | null;
  usage: Usage | null;
  /** `message.content` blocks (a string content is one text block). */
  blocks: BlockInfo[];
  /** Characters of a system record's `content`, or of an attachment as sent (its text in a system reminder, else its payload). */
  contentChars: number;
  isMeta: boolean;
  isCompactSummary: boolean;
  isVisibleInTranscriptOnly: boolean;
  isApiErrorMessage: boolean;
  /** `attachment.type` for attachment records. */
  attachmentType: string | null;
  /** `attachment.filename` for file attachments (restored files after a compaction). */
  attachmentFile: string | null;
  compactMetadata: CompactMetadata | null;
  microcompactMetadata: MicrocompactMetadata | null;
  /** Length of the whole line in bytes (what the raw file spends on it). */
  bytes: number;
  /**
   * Codex: bytes of the compact JSON of an item the client adds to the history itself (a
   * message it injects or the user typed, a tool's output), which its pre-turn count
   * estimates at ceil(bytes / 4); null for what the model produced and for other harnesses.
   */
  itemBytes: number | null;
};

/** The value most entries have for each field (what a record that says nothing gets). */
export const ENTRY_DEFAULTS: Omit<Entry, "index" | "line" | "type" | "source" | "bytes"> = {
  subtype: null,
  uuid: null,
  parentUuid: null,
  logicalParentUuid: null,
  isSidechain: false,
  agentId: null,
  sessionId: null,
  version: null,
  timestamp: null,
  role: null,
  messageId: null,
  model: null,
  usage: null,
  blocks: [],
  contentChars: 0,
  isMeta: false,
  isCompactSummary: false,
  isVisibleInTranscriptOnly: false,
  isApiErrorMessage: false,
  attachmentType: null,
  attachmentFile: null,
  compactMetadata: null,
  microcompactMetadata: null,
  itemBytes: null,
};

/** One API call: the top-level assistant records sharing `message.id` (SPEC section 4). */
export type ApiCall = {
  /** Main-thread call index (0, 1, 2 ... in file order), or -1 for other query sources. */
  index: number;
  /** Index among the calls of its own query source. */
  sourceIndex: number;
  source: string;
  isMainThread: boolean;
  messageId: string;
  /** Entry index of the first and last record of this message.id. */
  firstEntry: number;
  lastEntry: number;
  firstLine: number;
  model: string;
  version: string | null;
  sessionId: string | null;
  /** Milliseconds since the epoch of its first record (when the response began arriving). */
  timestamp: number | null;
  /** Timestamp of its last record: when the response ended. */
  endTimestamp: number | null;
  /** Usage of the record with the largest output_tokens (the last one on ties). */
  usage: Usage;
  /** input + cache_creation + cache_read + output. */
  contextTokens: number;
  stopReason: string | null;
  /** The window the harness reported with this call (Codex's `model_context_window`). */
  contextWindow?: number;
  /**
   * The first call of a client process that took the session up again knowing none of its
   * usage (Codex: a `token_count` without `info` after one with it, as a resume writes when it
   * restores no count). Absent otherwise.
   */
  startsResumedProcess?: true;
};

export type RecordedCompaction = {
  uuid: string;
  /** "boundary": a compact_boundary; "summary": an isCompactSummary record with no boundary. */
  form: "boundary" | "summary";
  trigger: "auto" | "manual" | null;
  preTokens: number | null;
  postTokens: number | null;
  durationMs: number | null;
  line: number;
  entryIndex: number;
  source: string;
  /** Index (within its source) of the first call after it; equals the call count when none. */
  atCall: number;
  /** Whether `logicalParentUuid` (or parentUuid for the summary form) resolves in this file. */
  parentInFile: boolean;
  /** Characters of the summary message that follows, when present. */
  summaryChars: number | null;
  /**
   * True when the summary exists only as content encrypted by the provider (Codex's remote
   * compaction against OpenAI): its text cannot be shown. Absent where the harness has no such form.
   */
  summaryEncrypted?: boolean;
  /**
   * The context of the summary request itself, when the file records its usage (Codex writes
   * a token_count for it just before the `compacted` line): the history plus the prompt.
   */
  requestContextTokens?: number;
};

export type RecordedMicrocompaction = {
  uuid: string;
  line: number;
  entryIndex: number;
  source: string;
  atCall: number;
  trigger: string | null;
  preTokens: number | null;
  tokensSaved: number | null;
  compactedToolIds: string[];
  /** Attachments it cleared beside tool results (FORMAT §10). */
  clearedAttachmentUUIDs: string[];
};

/** A `/model` switch the file records (model-switch.ts): the window from its call on. */
export type ModelSwitch = {
  entryIndex: number;
  line: number;
  source: string;
  /** Index (within its source) of the first call after it; equals the call count when none. */
  atCall: number;
  /** The model as the client named it: "Sonnet 4.5 (1M context)", "claude-opus-4-6". */
  model: string;
  /** A 1M window (`[1m]`, "1M context"); else the model's own. */
  isOneMillion: boolean;
};

export type InvalidLine = { line: number; reason: string };

/** A tool_use and where its result came back. */
export type ToolPair = {
  toolUseId: string;
  name: string;
  useEntry: number;
  /** Entry of the tool_result, or null when the result never arrived. */
  resultEntry: number | null;
};

export type QuerySource = {
  id: string;
  /** "main", "agent" (agentId), or "chain" (1.0.x inline sidechain rooted at a null parent). */
  kind: "main" | "agent" | "chain";
  calls: number;
};

export type TranscriptModel = {
  /** The agent that wrote the file: which parser read it, and whose policy `auto` replays. */
  harness: HarnessId;
  /** Lines in the file (a final newline does not start a new line). */
  lines: number;
  /** Lines that parsed as a JSON object. */
  records: number;
  /** The first MAX_INVALID_LINES invalid lines; `invalidLineCount` has them all. */
  invalidLines: InvalidLine[];
  invalidLineCount: number;
  /** Count of records per top-level `type` (unknown types included). */
  recordTypes: Record<string, number>;
  entries: Entry[];
  /** Every API call of every query source, in file order. */
  calls: ApiCall[];
  /** The query source treated as main thread (SPEC section 4). */
  mainSource: string;
  sources: QuerySource[];
  compactions: RecordedCompaction[];
  /**
   * False when the file's format cannot record a compaction at all (Gemini CLI's older session
   * document): `compactions` is empty whatever the session did, so a replay's compactions can
   * be neither confirmed nor refuted by it. Absent: the format records them.
   */
  recordsCompactions?: boolean;
  microcompactions: RecordedMicrocompaction[];
  /** `/model` switches, in file order; absent for other harnesses and models stored before. */
  modelSwitches?: ModelSwitch[];
  /**
   * Tool results the client sent in another form (`content-replacement` records,
   * content-replacement.ts), by tool_use id: the characters the API saw. Absent as above.
   */
  replacedToolResults?: Record<string, number>;
  toolPairs: ToolPair[];
  sessionIds: string[];
  versions: string[];
  models: string[];
  /** The `cwd` of the first record that has one. */
  cwd: string | null;
  /** `agentId` values seen (a subagent file has one). */
  agentIds: string[];
  /** Text of the first `summary`/`ai-title`/`custom-title` record: a human title, if any. */
  title: string | null;
};
