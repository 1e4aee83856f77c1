"use client";

import { DataTable } from "@/components/ui/data-table";
import type { TranscriptSummary } from "@/lib/contracts/transcript-summary";
import type { AftermathLine } from "@/lib/view/compaction/aftermath-section";
import { COMPACTION_COLUMNS } from "./compactions-columns";

/** A compaction the aftermath did not measure (not the main thread's recorded one). */
const NOT_MEASURED: AftermathLine = { brief: "—", full: "not measured" };

/**
 * The recorded compactions of the main thread, in file order, each with its aftermath in one
 * line (by boundary uuid; null while it is measured).
 */
export function CompactionsTable({
  compactions,
  aftermath,
  emptyText,
}: {
  compactions: TranscriptSummary["compactions"];
  aftermath: Readonly<Record<string, AftermathLine>> | null;
  /** What an empty table says (`describeNoRecordedCompaction`). */
  emptyText: string;
}) {
  const rows = compactions.map((compaction, i) => ({
    ...compaction,
    number: i + 1,
    aftermath: aftermath === null ? null : (aftermath[compaction.uuid] ?? NOT_MEASURED),
  }));
  return (
    <section className="panel" aria-labelledby="compactions-heading">
      <h2 id="compactions-heading" className="panel-title">
        Recorded compactions <span className="muted">({compactions.length})</span>
      </h2>
      {compactions.length === 0 ? (
        <p className="muted panel-empty">{emptyText}</p>
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
