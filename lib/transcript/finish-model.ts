import type {
  ApiCall,
  Entry,
  InvalidLine,
  ModelSwitch,
  QuerySource,
  RecordedCompaction,
  RecordedMicrocompaction,
  ToolPair,
  TranscriptModel,
} from "./model";
import { DEFAULT_HARNESS, type HarnessId } from "./harness";
import { SYNTHETIC_MODEL, type CallDraft } from "./collect-calls";

/** A `/model` switch before its call is known. */
export type SwitchDraft = Omit<ModelSwitch, "atCall" | "source">;

export type Collected = {
  /** Claude Code's when absent. */
  harness?: HarnessId;
  lines: number;
  records: number;
  invalidLines: InvalidLine[];
  invalidLineCount: number;
  recordTypes: Record<string, number>;
  entries: Entry[];
  calls: CallDraft[];
  toolPairs: ToolPair[];
  sessionIds: string[];
  versions: string[];
  agentIds: string[];
  cwd: string | null;
  title: string | null;
  /** Claude Code's readers only. */
  modelSwitches?: SwitchDraft[];
  replacedToolResults?: Record<string, number>;
};

/** What the builder collects whichever harness wrote the file; a harness's reader adds the rest. */
export type SharedCollected = Omit<Collected, "calls" | "harness" | "sessionIds" | "cwd" | "title">;

/** Decides what needs the whole file: the main thread, call indices, compaction positions. */
export function finishModel(collected: Collected): TranscriptModel {
  const { entries } = collected;
  const mainSource = pickMainSource(collected.calls);
  const calls = numberCalls(collected.calls, mainSource);
  const callStarts = startsBySource(calls);
  const atCall = (source: string, entryIndex: number) =>
    countBefore(callStarts.get(source) ?? [], entryIndex);
  const uuids = new Set<string>();
  for (const entry of entries) if (entry.uuid !== null) uuids.add(entry.uuid);

  return {
    harness: collected.harness ?? DEFAULT_HARNESS,
    lines: collected.lines,
    records: collected.records,
    invalidLines: collected.invalidLines,
    invalidLineCount: collected.invalidLineCount,
    recordTypes: collected.recordTypes,
    entries,
    calls,
    mainSource,
    sources: listSources(calls, mainSource),
    compactions: findCompactions(entries, uuids, atCall),
    microcompactions: findMicrocompactions(entries, atCall),
    ...(collected.modelSwitches && {
      modelSwitches: collected.modelSwitches.map((draft) => {
        const source = entries[draft.entryIndex]?.source ?? "main";
        return { ...draft, source, atCall: atCall(source, draft.entryIndex) };
      }),
    }),
    ...(collected.replacedToolResults && { replacedToolResults: collected.replacedToolResults }),
    toolPairs: collected.toolPairs,
    sessionIds: collected.sessionIds,
    versions: collected.versions,
    models: [...new Set(calls.map((call) => call.model))].filter((m) => m !== SYNTHETIC_MODEL),
    cwd: collected.cwd,
    agentIds: collected.agentIds,
    title: collected.title,
  };
}

/** SPEC section 4: a file with no main-thread call takes its largest query source as main. */
function pickMainSource(drafts: CallDraft[]): string {
  const counts = new Map<string, number>();
  for (const draft of drafts) counts.set(draft.source, (counts.get(draft.source) ?? 0) + 1);
  if (counts.has("main") || counts.size === 0) return "main";
  let best = "main";
  let bestCount = -1;
  for (const [source, count] of counts) {
    if (count > bestCount) [best, bestCount] = [source, count];
  }
  return best;
}

function numberCalls(drafts: CallDraft[], mainSource: string): ApiCall[] {
  const perSource = new Map<string, number>();
  return drafts.map((draft) => {
    const sourceIndex = perSource.get(draft.source) ?? 0;
    perSource.set(draft.source, sourceIndex + 1);
    const { usage } = draft;
    const isMainThread = draft.source === mainSource;
    return {
      ...draft,
      index: isMainThread ? sourceIndex : -1,
      sourceIndex,
      isMainThread,
      contextTokens:
        draft.contextTokens ??
        usage.inputTokens +
          usage.cacheCreationInputTokens +
          usage.cacheReadInputTokens +
          usage.outputTokens,
    };
  });
}

function startsBySource(calls: ApiCall[]): Map<string, number[]> {
  const starts = new Map<string, number[]>();
  for (const call of calls) {
    const list = starts.get(call.source);
    if (list) list.push(call.firstEntry);
    else starts.set(call.source, [call.firstEntry]);
  }
  return starts;
}

/** How many values of the ascending list are below `value`. */
function countBefore(sorted: number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function listSources(calls: ApiCall[], mainSource: string): QuerySource[] {
  const sources = new Map<string, QuerySource>([
    [mainSource, { id: mainSource, kind: kindOf(mainSource), calls: 0 }],
  ]);
  for (const call of calls) {
    const source = sources.get(call.source) ?? {
      id: call.source,
      kind: kindOf(call.source),
      calls: 0,
    };
    source.calls += 1;
    sources.set(call.source, source);
  }
  return [...sources.values()];
}

function kindOf(source: string): QuerySource["kind"] {
  if (source.startsWith("agent:")) return "agent";
  if (source.startsWith("chain:")) return "chain";
  return "main";
}

/**
 * SPEC section 4: a distinct (by uuid) compact_boundary, or an isCompactSummary record whose
 * parent is not a boundary of this file (before 1.0.117 there was no boundary). Newer versions
 * write attachments (the session's context, the date) between the boundary and its summary:
 * the summary's parent chain leads to the boundary through them, and it is that boundary's.
 */
function findCompactions(
  entries: Entry[],
  uuids: Set<string>,
  atCall: (source: string, entryIndex: number) => number,
): RecordedCompaction[] {
  const boundaries = new Map<string, RecordedCompaction>();
  const summaries = new Map<string, RecordedCompaction>();
  /** A boundary, or an attachment written after one, by uuid: what a summary under it is of. */
  const boundaryAbove = new Map<string, RecordedCompaction>();
  for (const entry of entries) {
    if (entry.uuid === null) continue;
    if (entry.type === "attachment") {
      const above = entry.parentUuid === null ? undefined : boundaryAbove.get(entry.parentUuid);
      if (above) boundaryAbove.set(entry.uuid, above);
      continue;
    }
    if (entry.type === "system" && entry.subtype === "compact_boundary") {
      if (boundaries.has(entry.uuid)) continue;
      const meta = entry.compactMetadata;
      const boundary: RecordedCompaction = {
        uuid: entry.uuid,
        form: "boundary",
        trigger: meta?.trigger ?? null,
        preTokens: meta?.preTokens ?? null,
        postTokens: meta?.postTokens ?? null,
        durationMs: meta?.durationMs ?? null,
        line: entry.line,
        entryIndex: entry.index,
        source: entry.source,
        atCall: atCall(entry.source, entry.index),
        parentInFile: entry.logicalParentUuid !== null && uuids.has(entry.logicalParentUuid),
        summaryChars: null,
      };
      boundaries.set(entry.uuid, boundary);
      boundaryAbove.set(entry.uuid, boundary);
      continue;
    }
    if (entry.type !== "user") continue;
    const boundary = entry.parentUuid === null ? undefined : boundaryAbove.get(entry.parentUuid);
    if (boundary) {
      boundary.summaryChars ??= textChars(entry);
    } else if (entry.isCompactSummary && !summaries.has(entry.uuid)) {
      summaries.set(entry.uuid, {
        uuid: entry.uuid,
        form: "summary",
        trigger: null,
        preTokens: null,
        postTokens: null,
        durationMs: null,
        line: entry.line,
        entryIndex: entry.index,
        source: entry.source,
        atCall: atCall(entry.source, entry.index),
        parentInFile: entry.parentUuid !== null && uuids.has(entry.parentUuid),
        summaryChars: textChars(entry),
      });
    }
  }
  return [...boundaries.values(), ...summaries.values()].sort((a, b) => a.line - b.line);
}

function findMicrocompactions(
  entries: Entry[],
  atCall: (source: string, entryIndex: number) => number,
): RecordedMicrocompaction[] {
  const seen = new Set<string>();
  const found: RecordedMicrocompaction[] = [];
  for (const entry of entries) {
    if (entry.type !== "system" || entry.subtype !== "microcompact_boundary" || entry.uuid === null)
      continue;
    if (seen.has(entry.uuid)) continue;
    seen.add(entry.uuid);
    const meta = entry.microcompactMetadata;
    found.push({
      uuid: entry.uuid,
      line: entry.line,
      entryIndex: entry.index,
      source: entry.source,
      atCall: atCall(entry.source, entry.index),
      trigger: meta?.trigger ?? null,
      preTokens: meta?.preTokens ?? null,
      tokensSaved: meta?.tokensSaved ?? null,
      compactedToolIds: meta?.compactedToolIds ?? [],
      clearedAttachmentUUIDs: meta?.clearedAttachmentUUIDs ?? [],
    });
  }
  return found;
}

function textChars(entry: Entry): number {
  let chars = 0;
  for (const block of entry.blocks) if (block.kind === "text") chars += block.chars;
  return chars;
}
