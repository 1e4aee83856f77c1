import { estimateEntryTokens } from "../compaction/replay/estimate-tokens";
import { CHARS_PER_TOKEN, TOKENS_PER_IMAGE } from "../compaction/mechanisms/threshold/config";
import type { Entry, TranscriptModel } from "../transcript/model";
import { TREE_FLAGS, UUID_PREFIX_CHARS, type TreePayload } from "./tree-schema";
import { assignTurns } from "./tree-turns";

const ESTIMATE = { charsPerToken: CHARS_PER_TOKEN, tokensPerImage: TOKENS_PER_IMAGE };

/** Gives each distinct key a small number, in order of first appearance. */
function createTable<T>(keyOf: (value: T) => string) {
  const index = new Map<string, number>();
  const values: T[] = [];
  return {
    values,
    indexOf(value: T): number {
      const key = keyOf(value);
      let at = index.get(key);
      if (at === undefined) {
        at = values.length;
        index.set(key, at);
        values.push(value);
      }
      return at;
    },
  };
}

/** Tool names a record carries: its tool_use names, or the tools its tool_results answer. */
function toolNamesOf(entry: Entry, nameByToolUseId: Map<string, string>): string[] {
  const names: string[] = [];
  for (const block of entry.blocks) {
    if (block.kind === "tool_use") names.push(block.name);
    if (block.kind === "tool_result") names.push(nameByToolUseId.get(block.toolUseId) ?? "?");
  }
  return names;
}

function flagsOf(entry: Entry, parentMissing: boolean): number {
  let flags = 0;
  if (entry.isSidechain) flags |= TREE_FLAGS.sidechain;
  if (entry.isMeta) flags |= TREE_FLAGS.meta;
  if (entry.isCompactSummary) flags |= TREE_FLAGS.compactSummary;
  if (entry.subtype === "compact_boundary") flags |= TREE_FLAGS.compactBoundary;
  if (parentMissing) flags |= TREE_FLAGS.parentMissing;
  return flags;
}

type Boundary = Omit<TreePayload["boundaries"][number], "logicalParent">;

/** A separator's facts; the metadata may be missing on a boundary record (kept as unknown). */
function toBoundary(entry: Entry, node: number): Boundary | null {
  if (entry.type !== "system") return null;
  if (entry.subtype === "compact_boundary") {
    const meta = entry.compactMetadata;
    return {
      node,
      kind: "compact",
      trigger: meta?.trigger ?? null,
      preTokens: meta?.preTokens ?? null,
      postTokens: meta?.postTokens ?? null,
      tokensSaved: null,
    };
  }
  if (entry.subtype === "microcompact_boundary") {
    const meta = entry.microcompactMetadata;
    return {
      node,
      kind: "microcompact",
      trigger: meta?.trigger ?? null,
      preTokens: meta?.preTokens ?? null,
      postTokens: null,
      tokensSaved: meta?.tokensSaved ?? null,
    };
  }
  return null;
}

/**
 * The message tree's payload: one node per record with a uuid (the first, when a resume
 * copied a record), parents resolved to node numbers, no content (that is fetched per line
 * from the records endpoint). 20,000 records come to about half a megabyte before gzip.
 *
 * @example
 * toTreePayload("t1", model).nodeCount // model.entries with a distinct uuid
 */
export function toTreePayload(id: string, model: TranscriptModel): TreePayload {
  const nodeByUuid = new Map<string, number>();
  const entries: Entry[] = [];
  for (const entry of model.entries) {
    if (entry.uuid === null || nodeByUuid.has(entry.uuid)) continue;
    nodeByUuid.set(entry.uuid, entries.length);
    entries.push(entry);
  }
  const nameByToolUseId = new Map(model.toolPairs.map((pair) => [pair.toolUseId, pair.name]));
  const kinds = createTable<[string, string | null, string | null, string | null]>((k) =>
    JSON.stringify(k),
  );
  const sources = createTable<[string, string | null]>((s) => JSON.stringify(s));
  const toolSets = createTable<string[]>((names) => JSON.stringify(names));
  const columns: TreePayload["columns"] = {
    line: [],
    entry: [],
    parent: [],
    kind: [],
    source: [],
    tools: [],
    tokens: [],
    flags: [],
    time: [],
    turn: [],
    uuid: [],
  };
  const turns = assignTurns(entries);
  const summaryInRecord = new Map<number, "text" | "encrypted">();
  for (const c of model.compactions) {
    if (c.summaryEncrypted === true) summaryInRecord.set(c.entryIndex, "encrypted");
    else if (c.summaryEncrypted === false && c.summaryChars !== null)
      summaryInRecord.set(c.entryIndex, "text");
  }
  const boundaries: TreePayload["boundaries"] = [];
  let previous = { line: 0, entry: 0, time: 0 };
  entries.forEach((entry, node) => {
    const parent = entry.parentUuid === null ? undefined : nodeByUuid.get(entry.parentUuid);
    const tools = toolNamesOf(entry, nameByToolUseId);
    columns.line.push(entry.line - previous.line);
    columns.entry.push(entry.index - previous.entry);
    columns.parent.push(parent === undefined ? 0 : node - parent);
    columns.kind.push(kinds.indexOf([entry.type, entry.subtype, entry.role, entry.attachmentType]));
    columns.source.push(sources.indexOf([entry.source, entry.agentId]));
    columns.tools.push(tools.length === 0 ? 0 : toolSets.indexOf(tools) + 1);
    columns.tokens.push(estimateEntryTokens(entry, ESTIMATE));
    columns.flags.push(flagsOf(entry, entry.parentUuid !== null && parent === undefined));
    columns.time.push(entry.timestamp === null ? null : entry.timestamp - previous.time);
    columns.turn.push(node - (turns[node] ?? node));
    columns.uuid.push((entry.uuid ?? "").slice(0, UUID_PREFIX_CHARS));
    previous = { line: entry.line, entry: entry.index, time: entry.timestamp ?? previous.time };
    const boundary = toBoundary(entry, node);
    if (boundary) {
      const logical = entry.logicalParentUuid && nodeByUuid.get(entry.logicalParentUuid);
      boundaries.push({
        ...boundary,
        ...(summaryInRecord.has(entry.index) ? { summary: summaryInRecord.get(entry.index) } : {}),
        logicalParent: typeof logical === "number" ? logical : null,
      });
    }
  });
  return {
    id,
    nodeCount: entries.length,
    skipped: model.entries.length - entries.length,
    kinds: kinds.values,
    sources: sources.values,
    toolSets: toolSets.values,
    columns,
    boundaries,
  };
}
