"use client";

import { DataTable } from "@/components/ui/data-table";
import type { TranscriptSummary } from "@/lib/contracts/transcript-summary";
import { COMPACTION_COLUMNS } from "./compactions-columns";

/**
 * The recorded compactions of the main thread, in file order, each with its aftermath in one
 * line (by boundary uuid; null while it is measured).
 */
export function CompactionsTable({
  compactions,
  aftermath,
}: {
  compactions: TranscriptSummary["compactions"];
  aftermath: Readonly<Record<string, string>> | null;
}) {
  const rows = compactions.map((compaction, i) => ({
    ...compaction,
    number: i + 1,
    aftermath: aftermath === null ? null : (aftermath[compaction.uuid] ?? ""),
  }));
  return (
    <section className="panel" aria-labelledby="compactions-heading">
      <h2 id="compactions-heading" className="panel-title">
        Recorded compactions <span className="muted">({compactions.length})</span>
      </h2>
      {compactions.length === 0 ? (
        <p className="muted panel-empty">This session never compacted.</p>
      ) : (
        <DataTable
          columns={COMPACTION_COLUMNS}
          data={rows}
          getRowId={(row) => row.uuid}
          caption="Recorded compactions of the main thread"
          className="compact"
        />
      )}
    </section>
  );
}
