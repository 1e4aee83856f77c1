"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/ui/data-table";
import { formatInteger } from "@/lib/view/format/format-number";
import { toRecordTypeRows } from "@/lib/view/session/overview/session-cards";

type RecordTypeRow = ReturnType<typeof toRecordTypeRows>[number];

const COLUMNS: ColumnDef<RecordTypeRow, unknown>[] = [
  { id: "type", header: "Type", accessorFn: (row) => row.type, meta: { className: "mono" } },
  {
    id: "count",
    header: "Records",
    accessorFn: (row) => row.count,
    cell: ({ row }) => formatInteger(row.original.count),
    meta: { align: "end" },
  },
];

/** How many records of each type the file holds, unknown types included; most first. */
export function RecordTypesList({ recordTypes }: { recordTypes: Record<string, number> }) {
  const rows = toRecordTypeRows(recordTypes);
  return (
    <section className="panel" aria-labelledby="record-types-heading">
      <h2 id="record-types-heading" className="panel-title">
        Record types
      </h2>
      {rows.length === 0 ? (
        <p className="muted panel-empty">No records.</p>
      ) : (
        <DataTable
          columns={COLUMNS}
          data={rows}
          getRowId={(row) => row.type}
          caption="Records per type"
          className="compact"
        />
      )}
    </section>
  );
}
