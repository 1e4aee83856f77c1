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

/** One recorded compaction with the records on either side of it. */
export type CompactionWindow = {
  compaction: RecordedCompaction;
  /** From the previous recorded boundary (or the start) to this one. */
  before: { toolUses: ToolUseAt[]; userMessages: UserMessageAt[] };
  /** From this boundary to the next one (or the end of the file). */
  after: { toolUses: ToolUseAt[]; userMessages: UserMessageAt[] };
  /** Paths the client restored as attachments between the boundary and the first call after it. */
  restored: Set<string>;
  /** Main-thread calls from this compaction up to the next one (or the end of the file). */
  callsAfter: ApiCall[];
};

type Slice = { toolUses: ToolUseAt[]; userMessages: UserMessageAt[] };

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
  const main = model.mainSource;
  const mainCalls = model.calls.filter((c) => c.source === main);
  const callOfEntry = new Int32Array(model.entries.length).fill(-1);
  for (const call of mainCalls)
    for (let e = call.firstEntry; e <= call.lastEntry; e++)
      if (model.entries[e]?.messageId === call.messageId) callOfEntry[e] = call.sourceIndex;
  const resultOf = new Map<string, number>();
  for (const pair of model.toolPairs)
    if (pair.resultEntry !== null) resultOf.set(pair.toolUseId, pair.resultEntry);

  const slice = (from: number, to: number): Slice => {
    const toolUses: ToolUseAt[] = [];
    const userMessages: UserMessageAt[] = [];
    for (let e = from; e < to; e++) {
      const entry = model.entries[e];
      if (entry === undefined || entry.source !== main) continue;
      if (isTyped(entry)) userMessages.push({ line: entry.line, entry: e });
      const call = callOfEntry[e] ?? -1;
      if (call < 0) continue;
      for (const block of entry.blocks) {
        if (block.kind !== "tool_use") continue;
        const resultBlock = model.entries[resultOf.get(block.id) ?? -1]?.blocks.find(
          (b) => b.kind === "tool_result" && b.toolUseId === block.id,
        );
        toolUses.push({
          id: block.id,
          name: block.name,
          filePath: block.filePath ?? null,
          call,
          result: resultBlock?.kind === "tool_result" ? resultBlock : null,
        });
      }
    }
    return { toolUses, userMessages };
  };

  const recorded = model.compactions
    .filter((c) => c.source === main)
    .sort((a, b) => a.entryIndex - b.entryIndex);
  return recorded.map((compaction, i) => {
    const previous = recorded[i - 1];
    const next = recorded[i + 1];
    const nextEntry = next?.entryIndex ?? model.entries.length;
    const firstCallAfter = mainCalls[compaction.atCall];
    const restoreEnd = Math.min(firstCallAfter?.firstEntry ?? nextEntry, nextEntry);
    const restored = new Set<string>();
    for (let e = compaction.entryIndex; e < restoreEnd; e++) {
      const file = model.entries[e]?.attachmentFile;
      if (file != null && model.entries[e]?.source === main) restored.add(file);
    }
    return {
      compaction,
      before: slice(previous?.entryIndex ?? 0, compaction.entryIndex),
      after: slice(compaction.entryIndex, nextEntry),
      restored,
      callsAfter: mainCalls.slice(compaction.atCall, next?.atCall ?? mainCalls.length),
    };
  });
}
