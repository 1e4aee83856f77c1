import type { ColumnDef } from "@tanstack/react-table";
import { CompactionPointLink } from "@/components/compaction/compaction-point-link";
import type { TranscriptSummary } from "@/lib/contracts/transcript-summary";
import { formatInteger } from "@/lib/view/format/format-number";
import { shortId } from "@/lib/view/library/transcript-row";

export type RecordedCompactionRow = TranscriptSummary["compactions"][number] & { number: number };

/** The recorded compactions table: file order, numbered, each linking to its before/after. */
export const COMPACTION_COLUMNS: ColumnDef<RecordedCompactionRow, unknown>[] = [
  {
    id: "number",
    header: "#",
    accessorFn: (row) => row.number,
    meta: { align: "end" },
  },
  {
    id: "trigger",
    header: "Trigger",
    accessorFn: (row) => row.trigger ?? "",
    cell: ({ row }) =>
      row.original.trigger ?? (
        <span className="muted" title="Before 1.0.117 the file records no trigger">
          unknown
        </span>
      ),
  },
  ...(
    [
      ["atCall", "At call", "Index of the first main-thread API call after the compaction"],
      ["preTokens", "Pre tokens", "Context tokens when it fired (compactMetadata.preTokens)"],
      ["postTokens", "Post tokens", "Context tokens right after (compactMetadata.postTokens)"],
    ] as const
  ).map(([key, header, description]): ColumnDef<RecordedCompactionRow, unknown> => ({
    id: key,
    header,
    accessorFn: (row) => row[key] ?? -1,
    cell: ({ row }) => formatInteger(row.original[key]),
    meta: { align: "end", description },
  })),
  {
    id: "boundary",
    header: "Boundary",
    accessorFn: (row) => row.uuid,
    cell: ({ row }) => <span title={row.original.uuid}>{shortId(row.original.uuid)}</span>,
    meta: { className: "mono" },
    enableSorting: false,
  },
  {
    id: "link",
    header: () => <span className="visually-hidden">Before and after</span>,
    cell: ({ row }) => (
      <CompactionPointLink point={`recorded-${row.original.uuid}`}>
        Before/after<span className="visually-hidden"> of compaction {row.original.number}</span>
      </CompactionPointLink>
    ),
    enableSorting: false,
  },
];
