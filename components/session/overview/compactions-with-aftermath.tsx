import type { TranscriptSummary } from "@/lib/contracts/transcript-summary";
import { services } from "@/lib/server";
import { toAftermathLines } from "@/lib/view/compaction/aftermath-section";
import { CompactionsTable } from "./compactions-table";

/**
 * The compactions table once each compaction's aftermath is measured (it reads the model and
 * some raw lines, so the table first shows without it and this streams in).
 */
export async function CompactionsWithAftermath({
  transcriptId,
  compactions,
  emptyText,
}: {
  transcriptId: string;
  compactions: TranscriptSummary["compactions"];
  emptyText: string;
}) {
  const aftermath =
    compactions.length === 0 ? [] : ((await services().aftermath.getAftermath(transcriptId)) ?? []);
  return (
    <CompactionsTable
      compactions={compactions}
      aftermath={toAftermathLines(aftermath)}
      emptyText={emptyText}
    />
  );
}
