import type { Entry, RecordedCompaction, TranscriptModel } from "../../transcript/model";
import {
  entryRange,
  sumTokens,
  type ClearedToolResult,
  type CompactionFacts,
  type PostCompactItem,
} from "../replay/compaction-facts";
import { estimateBlockTokens, type EstimateConstants } from "../replay/estimate-tokens";
import type { ReplayIndex } from "../replay/replay-index";
import { measuredAfter } from "./measured-after";

/** A recorded compaction's facts; `tokensAfter` is the input of the first call after it. */
export type RecordedCompactionFacts = CompactionFacts & {
  /** Null when no call follows before the next compaction (or the end of the file). */
  tokensAfter: number | null;
};

/** A record a compaction put after its boundary, as a post-compact item. */
function artifactItem(entry: Entry, tokens: number, isHead: boolean): PostCompactItem {
  if (isHead) return { kind: entry.type === "system" ? "boundary" : "summary", tokens };
  if (entry.type === "user") {
    const isSummary = entry.isCompactSummary || entry.isVisibleInTranscriptOnly;
    return { kind: isSummary ? "summary" : "kept-messages", tokens };
  }
  if (entry.attachmentFile !== null) return { kind: "file", tokens, path: entry.attachmentFile };
  const type = entry.attachmentType ?? entry.type;
  if (/todo/i.test(type)) return { kind: "todos", tokens };
  if (/plan/i.test(type)) return { kind: "plan", tokens };
  if (/skill/i.test(type)) return { kind: "skill", tokens, name: type };
  return { kind: "attachment", tokens, name: type };
}

/**
 * The records from a boundary to the first call after it, as items: one each for the
 * boundary, summary, kept messages (what the API sees besides the summary), todos and plan;
 * one per file, skill and other attachment.
 */
function recordItems(
  model: TranscriptModel,
  index: ReplayIndex,
  from: number,
  to: number,
): PostCompactItem[] {
  const items: PostCompactItem[] = [];
  for (let e = from; e < to; e++) {
    const entry = model.entries[e];
    if (entry === undefined || entry.source !== model.mainSource) continue;
    const tokens = index.entryTokens[e] ?? 0;
    const item: PostCompactItem =
      index.isArtifact[e] === 1
        ? artifactItem(entry, tokens, e === from)
        : { kind: "kept-messages", tokens };
    const same = items.find((i) => i.kind === item.kind && !("path" in i) && !("name" in i));
    if (same !== undefined && !("path" in item) && !("name" in item)) same.tokens += tokens;
    else items.push(item);
  }
  return items;
}

/** Results the recorded microcompactions in [from, to) cleared (those whose result is in the file). */
function clearedBetween(
  model: TranscriptModel,
  resultEntry: ReadonlyMap<string, number>,
  from: number,
  to: number,
  c: EstimateConstants,
): ClearedToolResult[] {
  const cleared: ClearedToolResult[] = [];
  const micros = model.microcompactions.filter(
    (m) => m.source === model.mainSource && m.entryIndex >= from && m.entryIndex < to,
  );
  for (const id of micros.flatMap((m) => m.compactedToolIds)) {
    const entry = resultEntry.get(id);
    const block = model.entries[entry ?? -1]?.blocks.find(
      (b) => b.kind === "tool_result" && b.toolUseId === id,
    );
    if (entry !== undefined && block !== undefined)
      cleared.push({ toolUseId: id, entry, tokens: estimateBlockTokens(block, c) });
  }
  return cleared;
}

/**
 * With no call after it (the file ends, or another compaction comes first), the boundary's own
 * `postTokens` (about 2.1.112 on, FORMAT §10) when its records fit inside it; else null.
 */
function postTokensFitting(
  compaction: RecordedCompaction,
  items: PostCompactItem[],
): number | null {
  const post = compaction.postTokens;
  return post !== null && post >= sumTokens(items) ? post : null;
}

/**
 * What each recorded main-thread compaction summarised (from the previous one's boundary),
 * which results recorded microcompactions had cleared, and the first call after it itemised:
 * its records (boundary, summary, restored attachments, new messages), the session's base
 * overhead and what remains unattributed, adding up to that call's input. In file order.
 *
 * @example
 * recordedCompactionFacts(model, index, config)[0]?.facts.postCompact
 */
export function recordedCompactionFacts(
  model: TranscriptModel,
  index: ReplayIndex,
  c: EstimateConstants,
): { compaction: RecordedCompaction; facts: RecordedCompactionFacts }[] {
  const recorded = [...index.compactionsAt.values()]
    .flat()
    .sort((a, b) => a.entryIndex - b.entryIndex);
  const resultEntry = new Map<string, number>();
  for (const pair of model.toolPairs)
    if (pair.resultEntry !== null) resultEntry.set(pair.toolUseId, pair.resultEntry);
  return recorded.map((compaction, i) => {
    const from = recorded[i - 1]?.entryIndex ?? 0;
    const cleared = clearedBetween(model, resultEntry, from, compaction.entryIndex, c);
    const call = index.calls[compaction.atCall];
    const nextBoundary = recorded[i + 1]?.entryIndex ?? Number.POSITIVE_INFINITY;
    const end = Math.min(call?.firstEntry ?? model.entries.length, nextBoundary);
    const items = recordItems(model, index, compaction.entryIndex, end);
    const tokensAfter = measuredAfter(call, nextBoundary) ?? postTokensFitting(compaction, items);
    if (tokensAfter !== null) {
      const remainder = tokensAfter - sumTokens(items);
      const base = Math.min(index.baseOverhead, remainder);
      items.push({ kind: "unattributed", tokens: remainder - base });
      items.push({ kind: "base-overhead", tokens: base });
    }
    const facts = {
      summarised: entryRange(model.entries, from, compaction.entryIndex),
      kept: null,
      cleared,
      clearedTokens: sumTokens(cleared),
      postCompact: items.filter((item) => item.tokens !== 0),
      tokensAfter,
    };
    return { compaction, facts };
  });
}
