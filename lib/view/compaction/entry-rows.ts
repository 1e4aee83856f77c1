import {
  estimateEntryTokens,
  rewrittenEntries,
  type EstimateConstants,
} from "../../compaction/replay/estimate-tokens";
import type { EntryRange } from "../../compaction/replay/compaction-facts";
import type { Entry, TranscriptModel } from "../../transcript/model";

/** One record of a summarised or kept range, by size (the model holds no content). */
export type EntryRow = {
  index: number;
  line: number;
  /** What the record is: "user", "tool result", "assistant", "tool use", "system: …" ... */
  kind: string;
  /** Tools it calls or answers, joined; "" when none. */
  tools: string;
  /** The engine's estimate (`estimateEntryTokens`): 0 for records the API never sees, and for a copy. */
  tokens: number;
};

export type EntryRows = { rows: EntryRow[]; tokens: number; range: EntryRange | null };

function describeKind(entry: Entry): string {
  if (entry.type === "user" && (entry.isCompactSummary || entry.isVisibleInTranscriptOnly))
    return "compact summary";
  if (entry.type === "system")
    return entry.subtype === null ? "system" : `system: ${entry.subtype}`;
  if (entry.type === "attachment") return `attachment: ${entry.attachmentType ?? "unknown"}`;
  if (entry.blocks.some((b) => b.kind === "tool_result")) return "tool result";
  if (entry.blocks.some((b) => b.kind === "tool_use")) return "tool use";
  if (entry.type === "assistant" && entry.blocks.every((b) => b.kind === "thinking"))
    // Newer versions write only the block's signature: its 0 is not a measured size.
    return entry.blocks.every((b) => b.kind === "thinking" && b.chars === 0)
      ? "thinking (text not in the file)"
      : "thinking";
  const kind = entry.role ?? entry.type;
  return entry.isMeta ? `${kind} (meta)` : kind;
}

function toolNames(entry: Entry, toolOf: ReadonlyMap<string, string>): string {
  const names = entry.blocks.flatMap((b) => {
    if (b.kind === "tool_use") return [b.name];
    if (b.kind === "tool_result") return [toolOf.get(b.toolUseId) ?? "unknown tool"];
    return [];
  });
  return [...new Set(names)].join(", ");
}

/** tool_use id -> tool name, from the model's pairs. */
export function toolNamesById(model: TranscriptModel): Map<string, string> {
  return new Map(model.toolPairs.map((pair) => [pair.toolUseId, pair.name]));
}

/**
 * The records of a range as rows, with their total. Records of other query sources (inline
 * sidechains) inside the range are left out, as the engine leaves them out of the range; a
 * record written again under an earlier record's uuid is shown as the copy it is, and counted
 * once, as the engine counts it (`rewrittenEntries`).
 *
 * @example
 * toEntryRows(model, facts.summarised, { charsPerToken: 4, tokensPerImage: 2000 }).tokens
 */
export function toEntryRows(
  model: TranscriptModel,
  range: EntryRange | null,
  c: EstimateConstants,
  toolOf: ReadonlyMap<string, string> = toolNamesById(model),
): EntryRows {
  if (range === null) return { rows: [], tokens: 0, range };
  const rows: EntryRow[] = [];
  const copies = rewrittenEntries(model.entries);
  let tokens = 0;
  for (let e = range.first; e <= range.last; e++) {
    const entry = model.entries[e];
    if (entry === undefined || entry.source !== model.mainSource) continue;
    const isCopy = copies[e] === 1;
    const row: EntryRow = {
      index: e,
      line: entry.line,
      kind: isCopy ? `${describeKind(entry)} (written again)` : describeKind(entry),
      tools: toolNames(entry, toolOf),
      tokens: isCopy ? 0 : estimateEntryTokens(entry, c),
    };
    tokens += row.tokens;
    rows.push(row);
  }
  return { rows, tokens, range };
}
