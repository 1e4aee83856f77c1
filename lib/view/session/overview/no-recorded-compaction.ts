import type { TranscriptSummary } from "@/lib/contracts/transcript-summary";

/**
 * What the recorded-compactions table says when it is empty: that the file records none, and
 * when its format cannot record one (the measured agreement's `recordsCompactions`), that
 * whether the session compacted is not known. Never "never compacted" from an empty list alone.
 *
 * @example
 * describeNoRecordedCompaction(geminiDocument) // "This file's format records no compactions: whether the session compacted is not known."
 */
export function describeNoRecordedCompaction(
  summary: Pick<TranscriptSummary, "replayAgreement">,
): string {
  return summary.replayAgreement?.recordsCompactions === false
    ? "This file's format records no compactions: whether the session compacted is not known."
    : "This file records no compaction: the session never compacted.";
}
