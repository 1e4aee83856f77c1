import { createLineSplitter, decodeLine, type RawLine } from "./line-splitter";
import type { Entry, InvalidLine, ToolPair, TranscriptModel } from "./model";
import { readModelSet } from "./model-switch";
import { readContentReplacement } from "./content-replacement";
import type { SwitchDraft } from "./finish-model";
import { parseLine } from "./parse-line";
import { readEntry } from "./read-entry";
import { createCallCollector } from "./collect-calls";
import { finishModel } from "./finish-model";
import { detectHarness } from "./detect-harness";
import type { HarnessId } from "./harness";
import { HARNESS_READERS, type HarnessReader } from "./harness-readers";

/** Invalid lines kept with their reason; beyond this only the count grows (a binary file). */
export const MAX_INVALID_LINES = 1_000;

export type BuilderProgress = { bytes: number; lines: number; records: number };

/**
 * Builds the normalised model from bytes as they arrive (SPEC C1, C2). The first JSON object
 * decides whose file it is (`detectHarness`): Claude Code's records are read here, every other
 * harness's by its reader (`HARNESS_READERS`), and all end in the same `TranscriptModel`. Push chunks of any
 * size in order, then call `end()` once. `onEntry` sees each entry once it is final (entries
 * are never changed after they are made), so the caller can store them while parsing goes on.
 *
 * @example
 * const builder = createModelBuilder();
 * for await (const chunk of body) builder.push(chunk);
 * const model = builder.end();
 */
export function createModelBuilder(options: { onEntry?: (entry: Entry) => void } = {}) {
  const splitter = createLineSplitter();
  const entries: Entry[] = [];
  const invalidLines: InvalidLine[] = [];
  const recordTypes = new Map<string, number>();
  const uuidSource = new Map<string, string>();
  const toolPairs: ToolPair[] = [];
  const pairById = new Map<string, ToolPair>();
  const calls = createCallCollector();
  const sessionIds = new Set<string>();
  const versions = new Set<string>();
  const agentIds = new Set<string>();
  const modelSwitches: SwitchDraft[] = [];
  // Keys come from the file: no prototype for a "__proto__" id to reach.
  const replacedToolResults = Object.create(null) as Record<string, number>;
  let invalidLineCount = 0;
  let records = 0;
  let bytes = 0;
  let cwd: string | null = null;
  let title: { text: string; priority: number } | null = null;
  let harness: HarnessId | null = null;
  /** The reader of the harness that wrote the file, when not Claude Code. */
  let reader: HarnessReader | null | undefined;

  function sourceOf(entry: Entry): string {
    if (!entry.isSidechain) return "main";
    if (entry.agentId) return `agent:${entry.agentId}`;
    // 1.0.x inline subagents: a chain starts at a sidechain record whose parent is null.
    const parentSource = entry.parentUuid === null ? undefined : uuidSource.get(entry.parentUuid);
    if (parentSource !== undefined && parentSource !== "main") return parentSource;
    return `chain:${entry.uuid ?? `line-${entry.line}`}`;
  }

  function onLine(raw: RawLine): void {
    const parsed = parseLine(decodeLine(raw));
    if (parsed.kind === "blank") return;
    if (parsed.kind === "invalid") {
      invalidLineCount += 1;
      if (invalidLines.length < MAX_INVALID_LINES)
        invalidLines.push({ line: raw.line, reason: parsed.reason });
      return;
    }
    records += 1;
    harness ??= detectHarness(parsed.value);
    if (reader === undefined) reader = HARNESS_READERS[harness]?.(place) ?? null;
    if (reader !== null) {
      const type = reader.read(parsed.value, raw.line, raw.bytes.length);
      recordTypes.set(type, (recordTypes.get(type) ?? 0) + 1);
      return;
    }
    const read = readEntry(parsed.value, raw.line, raw.bytes.length);
    recordTypes.set(read.type, (recordTypes.get(read.type) ?? 0) + 1);
    if (read.sessionId) sessionIds.add(read.sessionId);
    if (cwd === null && read.cwd) cwd = read.cwd;
    if (read.title && (title === null || read.title.priority > title.priority)) title = read.title;
    if (read.type === "content-replacement")
      for (const r of readContentReplacement(parsed.value))
        replacedToolResults[r.toolUseId] = r.chars;
    if (read.entry === null) return;

    const entry = read.entry;
    entry.source = sourceOf(entry);
    place(entry);
    if (entry.uuid !== null) uuidSource.set(entry.uuid, entry.source);
    if (entry.type === "assistant") calls.add(entry, read.stopReason);
    else if (entry.type === "user" || entry.type === "system") {
      const set = readModelSet(parsed.value);
      if (set) modelSwitches.push({ ...set, entryIndex: entry.index, line: entry.line });
    }
  }

  /** Puts a finished entry in the model (either harness's reader made it); answers its index. */
  function place(entry: Entry): number {
    entry.index = entries.length;
    entry.source ||= "main";
    entries.push(entry);
    options.onEntry?.(entry);
    if (entry.version) versions.add(entry.version);
    if (entry.agentId) agentIds.add(entry.agentId);
    for (const block of entry.blocks) {
      if (block.kind === "tool_use" && !pairById.has(block.id)) {
        const pair: ToolPair = {
          toolUseId: block.id,
          name: block.name,
          useEntry: entry.index,
          resultEntry: null,
        };
        pairById.set(block.id, pair);
        toolPairs.push(pair);
      } else if (block.kind === "tool_result") {
        const pair = pairById.get(block.toolUseId);
        if (pair && pair.resultEntry === null) pair.resultEntry = entry.index;
      }
    }
    return entry.index;
  }

  return {
    push(chunk: Uint8Array): void {
      bytes += chunk.length;
      splitter.push(chunk, onLine);
    },
    get progress(): BuilderProgress {
      return { bytes, lines: splitter.lines, records };
    },
    end(): TranscriptModel {
      splitter.end(onLine);
      return collect(false);
    },
    /**
     * The model of the complete lines pushed so far, while pushing goes on (a followed file
     * that grows): a line still without its newline waits for the next push. The lists are
     * copied, so later pushes never change a model already handed out.
     */
    snapshot(): TranscriptModel {
      return collect(true);
    },
  };

  /** The model so far; `copy` when pushing goes on (the builder's lists keep growing). */
  function collect(copy: boolean): TranscriptModel {
    const shared = {
      lines: splitter.lines,
      records,
      invalidLines: copy ? [...invalidLines] : invalidLines,
      invalidLineCount,
      recordTypes: Object.fromEntries(recordTypes),
      entries: copy ? [...entries] : entries,
      // A tool pair (and a Claude Code call's draft) changes when its later records arrive.
      toolPairs: copy ? toolPairs.map((pair) => ({ ...pair })) : toolPairs,
      versions: [...versions],
      agentIds: [...agentIds],
    };
    if (reader) return reader.finish(shared, copy);
    const drafts = calls.drafts();
    return finishModel({
      ...shared,
      calls: copy ? drafts.map((draft) => ({ ...draft })) : drafts,
      sessionIds: [...sessionIds],
      cwd,
      title: title?.text ?? null,
      modelSwitches: copy ? [...modelSwitches] : modelSwitches,
      replacedToolResults: copy ? { ...replacedToolResults } : replacedToolResults,
    });
  }
}
