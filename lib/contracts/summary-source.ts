import { sumTokens } from "../compaction/replay/compaction-facts";
import type { RecordedCompaction, TranscriptModel } from "../transcript/model";
import type { FoundPoint } from "./find-compaction-point";

/** Where a point's summary comes from: a record to read from the raw bytes, or an estimate. */
export type SummarySource =
  | { kind: "recorded"; line: number; chars: number | null }
  | { kind: "missing"; reason: string }
  | { kind: "estimate"; tokens: number };

// The summary follows its boundary at once; a few records of slack cover hooks in between.
const SUMMARY_SEARCH_RECORDS = 50;

/** The line of the summary record of a recorded compaction, or null when the file has none. */
export function recordedSummaryLine(model: TranscriptModel, uuid: string): number | null {
  const compaction = model.compactions.find((c) => c.uuid === uuid);
  if (compaction === undefined) return null;
  // The pre-1.0.117 form has no boundary: the isCompactSummary record is the compaction.
  if (compaction.form === "summary") return compaction.line;
  // A Codex compacted line holds its summary itself, or only an encrypted one (no text).
  if (compaction.summaryEncrypted !== undefined)
    return compaction.summaryEncrypted || compaction.summaryChars === null ? null : compaction.line;
  const end = Math.min(model.entries.length, compaction.entryIndex + SUMMARY_SEARCH_RECORDS);
  for (let e = compaction.entryIndex + 1; e < end; e++) {
    const entry = model.entries[e];
    if (entry === undefined || entry.source !== compaction.source) continue;
    // 1.0.117 wrote the summary as isVisibleInTranscriptOnly, without isCompactSummary.
    if (entry.type === "user" && (entry.isCompactSummary || entry.isVisibleInTranscriptOnly))
      return entry.line;
    if (entry.compactMetadata !== null) break;
    if (entry.type === "assistant" && entry.model !== "<synthetic>") break;
  }
  return null;
}

/**
 * The summary a point shows: the recorded one wherever the session compacted at that call
 * (a replayed point aligned with it shares it), else the engine's estimate of its size.
 *
 * @example
 * toSummarySource(model, found) // { kind: "recorded", line: 1204, chars: 11532 }
 */
export function toSummarySource(model: TranscriptModel, found: FoundPoint): SummarySource {
  if (found.origin === "recorded" || found.row !== null) {
    const uuid = found.row?.uuid ?? "";
    const line = recordedSummaryLine(model, uuid);
    const compaction = model.compactions.find((c) => c.uuid === uuid);
    if (line !== null) return { kind: "recorded", line, chars: compaction?.summaryChars ?? null };
    return { kind: "missing", reason: missingReason(compaction) };
  }
  const items = found.event.detail.postCompact.filter((item) => item.kind === "summary");
  return { kind: "estimate", tokens: sumTokens(items) };
}

/** The sentence shown where a summary would be, when the file holds none to read. */
export const ENCRYPTED_SUMMARY_REASON = "Summary encrypted by OpenAI; its text cannot be shown.";

function missingReason(compaction: RecordedCompaction | undefined): string {
  if (compaction?.summaryEncrypted === true) return ENCRYPTED_SUMMARY_REASON;
  if (compaction?.summaryEncrypted === false) return "This compaction recorded no summary.";
  return "The file has no summary record after this boundary.";
}
