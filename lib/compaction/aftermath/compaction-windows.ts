import type {
  ApiCall,
  BlockInfo,
  RecordedCompaction,
  TranscriptModel,
} from "../../transcript/model";

/** A tool use of the main thread with the call that made it and its result. */
export type ToolUseAt = {
  id: string;
  name: string;
  filePath: string | null;
  /** Main-thread call index. */
  call: number;
  result: Extract<BlockInfo, { kind: "tool_result" }> | null;
};

/** A typed user message of the main thread, by file line. */
export type UserMessageAt = { line: number; entry: number };

/** Where a compaction (recorded, or made by a replay) cut the main thread. */
export type WindowBoundary = Pick<RecordedCompaction, "uuid" | "atCall" | "entryIndex">;

/** One compaction with the records on either side of it. */
export type CompactionWindow = {
  compaction: WindowBoundary;
  /** From the previous boundary (or the start) to this one: the range it summarised. */
  before: { toolUses: ToolUseAt[]; userMessages: UserMessageAt[] };
  /** From this boundary to the next one (or the end of the file). */
  after: { toolUses: ToolUseAt[]; userMessages: UserMessageAt[] };
  /** Paths restored as attachments between the boundary and the first call after it. */
  restored: Set<string>;
  /** Main-thread calls from this compaction up to the next one (or the end of the file). */
  callsAfter: ApiCall[];
};

type Slice = { toolUses: ToolUseAt[]; userMessages: UserMessageAt[] };

/** A boundary to cut at: where its summarised range starts, and the files put back after it. */
export type BoundaryCut = {
  boundary: WindowBoundary;
  /** First entry of the range it summarised (the previous boundary's entry, or 0). */
  summarisedFrom: number;
  /** Paths restored after it; null: read the attachments the file records after the boundary. */
  restored: ReadonlySet<string> | null;
};

/** The main thread's tool uses and typed messages in entry order, with their entries to search. */
type MainThreadIndex = {
  mainCalls: ApiCall[];
  uses: ToolUseAt[];
  useEntries: Int32Array;
  messages: UserMessageAt[];
  messageEntries: Int32Array;
};

const indexes = new WeakMap<TranscriptModel, WeakMap<object, MainThreadIndex>>();

/** First position whose entry is at least `entry` (the entries ascend). */
function lowerBound(entries: Int32Array, entry: number): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (entries[mid]! < entry) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Built once per model (and typed-message test): a sweep cuts the same session at other
 * boundaries under every setting, so each cut is a search, not a scan of every record.
 */
function mainThreadIndex(
  model: TranscriptModel,
  isTyped: (entry: TranscriptModel["entries"][number]) => boolean,
): MainThreadIndex {
  const cached = indexes.get(model)?.get(isTyped);
  if (cached !== undefined) return cached;
  const main = model.mainSource;
  const mainCalls = model.calls.filter((c) => c.source === main);
  const callOfEntry = new Int32Array(model.entries.length).fill(-1);
  for (const call of mainCalls)
    for (let e = call.firstEntry; e <= call.lastEntry; e++)
      if (model.entries[e]?.messageId === call.messageId) callOfEntry[e] = call.sourceIndex;
  const resultOf = new Map<string, number>();
  for (const pair of model.toolPairs)
    if (pair.resultEntry !== null) resultOf.set(pair.toolUseId, pair.resultEntry);
  const uses: ToolUseAt[] = [];
  const useEntries: number[] = [];
  const messages: UserMessageAt[] = [];
  model.entries.forEach((entry, e) => {
    if (entry.source !== main) return;
    if (isTyped(entry)) messages.push({ line: entry.line, entry: e });
    const call = callOfEntry[e] ?? -1;
    if (call < 0) return;
    for (const block of entry.blocks) {
      if (block.kind !== "tool_use") continue;
      const resultBlock = model.entries[resultOf.get(block.id) ?? -1]?.blocks.find(
        (b) => b.kind === "tool_result" && b.toolUseId === block.id,
      );
      uses.push({
        id: block.id,
        name: block.name,
        filePath: block.filePath ?? null,
        call,
        result: resultBlock?.kind === "tool_result" ? resultBlock : null,
      });
      useEntries.push(e);
    }
  });
  const index = {
    mainCalls,
    uses,
    useEntries: Int32Array.from(useEntries),
    messages,
    messageEntries: Int32Array.from(messages.map((m) => m.entry)),
  };
  const byTest = indexes.get(model) ?? new WeakMap<object, MainThreadIndex>();
  byTest.set(isTyped, index);
  indexes.set(model, byTest);
  return index;
}

/**
 * Windows around any boundaries of the main thread, in the order given (ascending entries):
 * the tool uses and typed user messages of each one's summarised range and of the range up to
 * the next boundary (or the end of the file), and its calls up to the next one. What the
 * recorded compactions and a replay's compactions both cut the session with.
 *
 * @example
 * windowsAt(model, isTyped, [{ boundary, summarisedFrom: 0, restored: new Set() }])[0]?.callsAfter
 */
export function windowsAt(
  model: TranscriptModel,
  isTyped: (entry: TranscriptModel["entries"][number]) => boolean,
  cuts: readonly BoundaryCut[],
): CompactionWindow[] {
  const main = model.mainSource;
  const { mainCalls, uses, useEntries, messages, messageEntries } = mainThreadIndex(model, isTyped);
  const slice = (from: number, to: number): Slice => ({
    toolUses: uses.slice(lowerBound(useEntries, from), lowerBound(useEntries, to)),
    userMessages: messages.slice(lowerBound(messageEntries, from), lowerBound(messageEntries, to)),
  });

  return cuts.map(({ boundary, summarisedFrom, restored }, i) => {
    const next = cuts[i + 1]?.boundary;
    const nextEntry = next?.entryIndex ?? model.entries.length;
    const firstCallAfter = mainCalls[boundary.atCall];
    const restoreEnd = Math.min(firstCallAfter?.firstEntry ?? nextEntry, nextEntry);
    const attachments = new Set<string>();
    if (restored === null)
      for (let e = boundary.entryIndex; e < restoreEnd; e++) {
        const file = model.entries[e]?.attachmentFile;
        if (file != null && model.entries[e]?.source === main) attachments.add(file);
      }
    return {
      compaction: boundary,
      before: slice(summarisedFrom, boundary.entryIndex),
      after: slice(boundary.entryIndex, nextEntry),
      restored: restored === null ? attachments : new Set(restored),
      callsAfter: mainCalls.slice(boundary.atCall, next?.atCall ?? mainCalls.length),
    };
  });
}

/**
 * The main thread's recorded compactions, each with the tool uses and typed user messages of
 * the range it summarised and of the range after it. Other query sources (subagents, inline
 * sidechains) are left out. In file order.
 *
 * @example
 * compactionWindows(model, isTyped)[0]?.after.toolUses.length
 */
export function compactionWindows(
  model: TranscriptModel,
  isTyped: (entry: TranscriptModel["entries"][number]) => boolean,
): CompactionWindow[] {
  const recorded = model.compactions
    .filter((c) => c.source === model.mainSource)
    .sort((a, b) => a.entryIndex - b.entryIndex);
  return windowsAt(
    model,
    isTyped,
    recorded.map((compaction, i) => ({
      boundary: compaction,
      summarisedFrom: recorded[i - 1]?.entryIndex ?? 0,
      restored: null,
    })),
  );
}
