"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { DataTable } from "@/components/ui/data-table";
import type { SweepSummary } from "@/lib/contracts/sweeps";
import { formatDateTimeUtc } from "@/lib/view/format/format-date";
import { formatInteger } from "@/lib/view/format/format-number";

const COLUMNS: ColumnDef<SweepSummary, string | number>[] = [
  {
    id: "createdAt",
    header: "Created",
    accessorFn: (row) => row.createdAt,
    cell: ({ row }) => (
      <Link href={`/sweeps/${row.original.id}`}>
        {formatDateTimeUtc(Date.parse(row.original.createdAt))}
      </Link>
    ),
  },
  {
    id: "status",
    header: "Status",
    accessorFn: (row) => row.status,
    cell: ({ row }) => <span className="badge">{row.original.status}</span>,
  },
  {
    id: "grid",
    header: "Grid",
    accessorFn: (row) => Object.keys(row.grid).join(" x "),
    cell: ({ row }) => Object.keys(row.original.grid).join(" x ") || "profile only",
  },
  {
    id: "sessions",
    header: "Sessions",
    accessorFn: (row) => row.sessions,
    cell: ({ row }) => formatInteger(row.original.sessions),
    meta: { align: "end" },
  },
  {
    id: "filterName",
    header: "Saved filter",
    accessorFn: (row) => row.filterName ?? "",
    cell: ({ row }) => row.original.filterName ?? <span className="muted">picked</span>,
  },
  {
    id: "settings",
    header: "Settings",
    accessorFn: (row) => row.settingCount,
    cell: ({ row }) => formatInteger(row.original.settingCount),
    meta: { align: "end" },
  },
  {
    id: "progress",
    header: "Replays",
    accessorFn: (row) => row.progress.done,
    cell: ({ row }) =>
      `${formatInteger(row.original.progress.done)} of ${formatInteger(row.original.progress.total)}`,
    meta: { align: "end" },
  },
];

/** Every sweep, newest first; a row opens its page. */
export function SweepsList({ sweeps }: { sweeps: SweepSummary[] }) {
  const router = useRouter();
  return (
    <DataTable
      columns={COLUMNS}
      data={sweeps}
      getRowId={(row) => row.id}
      caption="Sweeps"
      testId="sweeps-list"
      onRowOpen={(row) => router.push(`/sweeps/${row.id}`)}
      rowLabel={(row) => `Sweep of ${row.sessions} sessions`}
    />
  );
}
