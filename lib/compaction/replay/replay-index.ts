import type {
  ApiCall,
  RecordedCompaction,
  RecordedMicrocompaction,
  TranscriptModel,
} from "../../transcript/model";
import {
  estimateEntryTokens,
  isCountedEntry,
  isTypedUserMessage,
  rewrittenEntries,
  type EstimateConstants,
} from "./estimate-tokens";
import { memoByObject } from "./memo-by-object";
import { continuedCalls } from "./rewound-calls";

/**
 * Everything the replay reads from a model, computed in one linear pass: the main thread's
 * calls, each record's estimate, prefix sums over them, and where recorded events sit.
 * Arrays indexed by call have one extra slot: "call N" is the end of the file.
 */
export type ReplayIndex = {
  calls: readonly ApiCall[];
  /** Entry index where call k starts; firstEntry[N] is the number of entries. */
  firstEntry: Int32Array;
  entryTokens: Float64Array;
  /** 1 for what a recorded compaction put there: boundary, summary, restored attachments, meta. */
  isArtifact: Uint8Array;
  /** 1 for a record written again under a uuid an earlier record has (`rewrittenEntries`): never counted or consumed twice. */
  isRewrite: Uint8Array;
  /** Prefix sums of entry estimates, artifacts excluded (length entries + 1). */
  prefix: Float64Array;
  /** Prefix counts of messages with a text block, artifacts excluded (session-memory keep window). */
  textPrefix: Int32Array;
  /** Estimate of the records after the first / last record of call k-1, before call k. */
  estAfterFirst: Float64Array;
  estAfterLast: Float64Array;
  /** Of `estAfterLast`, the messages the user typed (a new turn's prompt, `isTypedUserMessage`). */
  estPromptsAfterLast: Float64Array;
  /**
   * `estAfterLast` and `estPromptsAfterLast` with each record the client added counted at
   * ceil(`itemBytes` / 4) (Codex's own estimate, `ITEM_BYTES_PER_TOKEN`), the length estimate
   * where a record has no item size: the same arrays when none has one.
   */
  itemsAfterLast: Float64Array;
  itemPromptsAfterLast: Float64Array;
  /** The call whose context call k's request continues: k - 1, or earlier after a rewind. */
  continues: Int32Array;
  compactionsAt: Map<number, RecordedCompaction[]>;
  microcompactionsAt: Map<number, RecordedMicrocompaction[]>;
  toolNames: Map<string, string>;
  toolUseEntry: Map<string, number>;
  /** Entry of the first record of each main-thread message.id. */
  messageFirstEntry: Map<string, number>;
  /** System prompt and tools: the first call's input minus the estimate of what preceded it. */
  baseOverhead: number;
  /** Mean recorded summary size in tokens, or null when the file has none. */
  summaryMeanTokens: number | null;
};

/** Codex's `approx_tokens_from_byte_count`: ceil(bytes / 4) (codex-rs/utils/output-truncation). */
export const ITEM_BYTES_PER_TOKEN = 4;

function groupBy<T extends { atCall: number }>(items: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of items) map.set(item.atCall, [...(map.get(item.atCall) ?? []), item]);
  return map;
}

function markArtifacts(
  model: TranscriptModel,
  compactions: readonly RecordedCompaction[],
  out: Uint8Array,
): void {
  // A summary is the compaction's, wherever the file puts it: Codex records the summary
  // request's answer before its boundary, after the check that fired (lab, 0.169.0).
  model.entries.forEach((entry, e) => {
    if (entry.isCompactSummary && entry.source === model.mainSource) out[e] = 1;
  });
  for (const compaction of compactions) {
    out[compaction.entryIndex] = 1;
    for (let e = compaction.entryIndex + 1; e < model.entries.length; e++) {
      const entry = model.entries[e];
      if (!entry || entry.source !== model.mainSource) continue;
      if (entry.type === "assistant" && entry.model !== "<synthetic>") break;
      if (entry.compactMetadata !== null) break;
      const isSummaryOrMeta =
        entry.isCompactSummary || entry.isVisibleInTranscriptOnly || entry.isMeta;
      if (
        entry.type === "attachment" ||
        entry.type === "system" ||
        (entry.type === "user" && isSummaryOrMeta)
      ) {
        out[e] = 1;
      }
    }
  }
}

/**
 * System prompt and tools: a call's input minus the estimate of the messages it carried,
 * for the first call and the first call after each recorded compaction (whose messages
 * start at the boundary); the smallest, since a first call may carry context the file lacks.
 */
function measureBaseOverhead(
  calls: readonly ApiCall[],
  compactions: readonly RecordedCompaction[],
  entryTokens: Float64Array,
): number {
  const starts = [
    { call: 0, from: 0 },
    ...compactions.map((c) => ({ call: c.atCall, from: c.entryIndex })),
  ];
  let best: number | null = null;
  for (const { call: k, from } of starts) {
    const call = calls[k];
    if (call === undefined) continue;
    let carried = 0;
    for (let e = from; e < call.firstEntry; e++) carried += entryTokens[e] ?? 0;
    const base = Math.max(0, call.contextTokens - call.usage.outputTokens - carried);
    best = best === null ? base : Math.min(best, base);
  }
  return best ?? 0;
}

/**
 * @example
 * const index = buildReplayIndex(model, { charsPerToken: 4, tokensPerImage: 2_000 });
 * index.estAfterLast[78] // what 2.1.19 added to the last usage before its compaction
 */
export function buildReplayIndex(model: TranscriptModel, c: EstimateConstants): ReplayIndex {
  return cachedIndex(model, c);
}

// Built once per model and estimate constants (the worker keeps models): the rest of a replay
// reads it and never writes to it.
const cachedIndex = memoByObject(
  computeReplayIndex,
  (c: EstimateConstants) => `${c.charsPerToken}:${c.tokensPerImage}`,
  4,
);

function computeReplayIndex(model: TranscriptModel, c: EstimateConstants): ReplayIndex {
  const calls = model.calls.filter((call) => call.source === model.mainSource);
  const n = model.entries.length;
  const entryTokens = new Float64Array(n);
  const isArtifact = new Uint8Array(n);
  const prefix = new Float64Array(n + 1);
  const promptPrefix = new Float64Array(n + 1);
  const textPrefix = new Int32Array(n + 1);
  const compactions = model.compactions.filter((x) => x.source === model.mainSource);
  markArtifacts(model, compactions, isArtifact);
  const isRewrite = rewrittenEntries(model.entries);
  // The last record of each message as first written: a copy appended later (same uuid) moves
  // the call's lastEntry in the model, but the client's "after the last record" anchor is the
  // message it holds once.
  const lastWritten = new Map<string, number>();
  for (let e = 0; e < n; e++) {
    const entry = model.entries[e];
    if (entry !== undefined && entry.messageId !== null && isRewrite[e] === 0)
      lastWritten.set(entry.messageId, e);
    const counted =
      entry !== undefined &&
      entry.source === model.mainSource &&
      isRewrite[e] === 0 &&
      isCountedEntry(entry);
    const tokens = counted ? estimateEntryTokens(entry, c, model.replacedToolResults) : 0;
    entryTokens[e] = tokens;
    const keep = counted && isArtifact[e] === 0;
    prefix[e + 1] = (prefix[e] ?? 0) + (keep ? tokens : 0);
    const isPrompt = keep && isTypedUserMessage(entry);
    promptPrefix[e + 1] = (promptPrefix[e] ?? 0) + (isPrompt ? tokens : 0);
    const hasText =
      keep && entry.type !== "attachment" && entry.blocks.some((b) => b.kind === "text");
    textPrefix[e + 1] = (textPrefix[e] ?? 0) + (hasText ? 1 : 0);
  }
  const firstEntry = new Int32Array(calls.length + 1);
  calls.forEach((call, k) => (firstEntry[k] = call.firstEntry));
  firstEntry[calls.length] = n;
  const estAfterFirst = new Float64Array(calls.length + 1);
  const estAfterLast = new Float64Array(calls.length + 1);
  const estPromptsAfterLast = new Float64Array(calls.length + 1);
  /** Where the records after the last record of call k-1 start, for each k. */
  const anchors = new Int32Array(calls.length + 1);
  for (let k = 0; k <= calls.length; k++) {
    const end = firstEntry[k] ?? n;
    const previous = calls[k - 1];
    const fromFirst = previous === undefined ? 0 : Math.min(previous.firstEntry + 1, end);
    const previousLast = previous && (lastWritten.get(previous.messageId) ?? previous.lastEntry);
    const fromLast =
      previousLast === undefined ? 0 : Math.min(Math.max(previousLast + 1, fromFirst), end);
    estAfterFirst[k] = (prefix[end] ?? 0) - (prefix[fromFirst] ?? 0);
    estAfterLast[k] = (prefix[end] ?? 0) - (prefix[fromLast] ?? 0);
    estPromptsAfterLast[k] = (promptPrefix[end] ?? 0) - (promptPrefix[fromLast] ?? 0);
    anchors[k] = fromLast;
  }
  const items = itemSums(model, { entryTokens, isArtifact, isRewrite, firstEntry, anchors });
  const toolNames = new Map<string, string>();
  const toolUseEntry = new Map<string, number>();
  for (const pair of model.toolPairs) {
    toolNames.set(pair.toolUseId, pair.name);
    toolUseEntry.set(pair.toolUseId, pair.useEntry);
  }
  const baseOverhead = measureBaseOverhead(calls, compactions, entryTokens);
  const sized = compactions.filter((x) => x.summaryChars !== null);
  const meanChars =
    sized.reduce((sum, x) => sum + (x.summaryChars ?? 0), 0) / Math.max(1, sized.length);
  return {
    calls,
    firstEntry,
    entryTokens,
    isArtifact,
    isRewrite,
    prefix,
    textPrefix,
    estAfterFirst,
    estAfterLast,
    estPromptsAfterLast,
    itemsAfterLast: items?.afterLast ?? estAfterLast,
    itemPromptsAfterLast: items?.promptsAfterLast ?? estPromptsAfterLast,
    continues: continuedCalls(model.entries, calls),
    compactionsAt: groupBy(compactions),
    microcompactionsAt: groupBy(
      model.microcompactions.filter((x) => x.source === model.mainSource),
    ),
    toolNames,
    toolUseEntry,
    messageFirstEntry: new Map(calls.map((call) => [call.messageId, call.firstEntry])),
    baseOverhead,
    summaryMeanTokens: sized.length === 0 ? null : Math.round(meanChars / c.charsPerToken),
  };
}

/**
 * The records between call k-1's last record and call k, and the typed prompts among them,
 * with every record that has an `itemBytes` counted at ceil(itemBytes / 4), others at their
 * length estimate; null when no record has one (a Claude Code session: the length sums hold).
 */
function itemSums(
  model: TranscriptModel,
  parts: {
    entryTokens: Float64Array;
    isArtifact: Uint8Array;
    isRewrite: Uint8Array;
    firstEntry: Int32Array;
    anchors: Int32Array;
  },
): { afterLast: Float64Array; promptsAfterLast: Float64Array } | null {
  const { entries } = model;
  if (!entries.some((entry) => entry.itemBytes !== null)) return null;
  const n = entries.length;
  const prefix = new Float64Array(n + 1);
  const promptPrefix = new Float64Array(n + 1);
  for (let e = 0; e < n; e++) {
    const entry = entries[e] as (typeof entries)[number];
    const isCounted =
      entry.source === model.mainSource &&
      parts.isArtifact[e] === 0 &&
      parts.isRewrite[e] === 0 &&
      isCountedEntry(entry);
    const tokens = !isCounted
      ? 0
      : entry.itemBytes !== null
        ? Math.ceil(entry.itemBytes / ITEM_BYTES_PER_TOKEN)
        : (parts.entryTokens[e] ?? 0);
    prefix[e + 1] = (prefix[e] ?? 0) + tokens;
    promptPrefix[e + 1] = (promptPrefix[e] ?? 0) + (isTypedUserMessage(entry) ? tokens : 0);
  }
  const calls = parts.firstEntry.length;
  const afterLast = new Float64Array(calls);
  const promptsAfterLast = new Float64Array(calls);
  for (let k = 0; k < calls; k++) {
    const end = parts.firstEntry[k] ?? n;
    const from = parts.anchors[k] ?? 0;
    afterLast[k] = (prefix[end] ?? 0) - (prefix[from] ?? 0);
    promptsAfterLast[k] = (promptPrefix[end] ?? 0) - (promptPrefix[from] ?? 0);
  }
  return { afterLast, promptsAfterLast };
}
