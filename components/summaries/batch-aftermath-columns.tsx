import type { ColumnDef } from "@tanstack/react-table";
import type { BatchAftermathView } from "@/lib/view/summaries/batch-aftermath";

type Column = { id: keyof BatchAftermathView; header: string; description: string; end?: boolean };

const COLUMNS: Column[] = [
  { id: "label", header: "Variant", description: "Who wrote the summaries" },
  { id: "template", header: "Template", description: "The prompt they were written under" },
  {
    id: "points",
    header: "Points",
    description: "Compaction points scored (a summary written at a recorded compaction)",
    end: true,
  },
  {
    id: "carriedMedian",
    header: "Carried (median)",
    description: "Median share of a point's facts the summary carried",
    end: true,
  },
  { id: "carriedP90", header: "p90", description: "90th percentile of that share", end: true },
  {
    id: "carried",
    header: "Carried",
    description: "Facts carried of all, over the points",
    end: true,
  },
  {
    id: "missedMedian",
    header: "Re-spent on missed (median)",
    description: "Median tokens a point re-spent on facts the summary did not carry",
    end: true,
  },
  { id: "missedP90", header: "p90", description: "90th percentile of those tokens", end: true },
  {
    id: "missedTotal",
    header: "Re-spent on missed",
    description: "Tokens re-spent on facts not carried, over every point",
    end: true,
  },
  {
    id: "missedUsd",
    header: "$ on missed",
    description: "Those tokens' dollars at the session's prices",
    end: true,
  },
  // Last: the longest cell, so the figures stay in view on a narrow screen.
  { id: "byKind", header: "By kind", description: "Facts carried of all, by kind" },
];

/** The batch aftermath table's columns: the rows come in order (least re-spent first). */
export function batchAftermathColumns(): ColumnDef<BatchAftermathView, string>[] {
  return COLUMNS.map((column) => ({
    id: column.id,
    header: column.header,
    accessorFn: (row) => row[column.id],
    enableSorting: false,
    cell: ({ row }) => <span data-column={column.id}>{row.original[column.id]}</span>,
    meta: { align: column.end ? "end" : "start", description: column.description },
  }));
}
