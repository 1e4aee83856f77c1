"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import type { JobRow } from "@/lib/view/jobs/job-rows";
import styles from "./jobs.module.css";

/** The jobs table's columns; Cancel calls `onCancel` for a queued or running job. */
export function jobColumns(onCancel: (row: JobRow) => void): ColumnDef<JobRow, string | number>[] {
  return [
    {
      id: "kind",
      header: "Kind",
      accessorFn: (row) => row.kindLabel,
      cell: ({ row }) => <span className="badge">{row.original.kindLabel}</span>,
    },
    {
      id: "what",
      header: "What",
      accessorFn: (row) => row.title,
      cell: ({ row }) => (
        <div className={styles.what}>
          {row.original.href === null ? (
            row.original.title
          ) : (
            <Link href={row.original.href}>{row.original.title}</Link>
          )}
          {row.original.message === null ? null : (
            <span className={styles.message}>{row.original.message}</span>
          )}
        </div>
      ),
    },
    {
      id: "progress",
      header: "Progress",
      accessorFn: (row) => row.fraction,
      cell: ({ row }) => (
        <div className={styles.progress}>
          <progress
            max={1}
            value={row.original.fraction}
            aria-label={`${row.original.title} progress`}
          />
          <span className={styles.progressWords}>{row.original.progressWords}</span>
        </div>
      ),
    },
    { id: "started", header: "Started", accessorFn: (row) => row.started },
    {
      id: "status",
      header: "Status",
      accessorFn: (row) => row.status,
      cell: ({ row }) => <span className="badge">{row.original.status}</span>,
    },
    {
      id: "actions",
      header: "",
      enableSorting: false,
      cell: ({ row }) =>
        row.original.isUnfinished ? (
          <button
            type="button"
            className="button button-small button-danger"
            onClick={() => onCancel(row.original)}
            aria-label={`Cancel ${row.original.title}`}
          >
            Cancel
          </button>
        ) : null,
      meta: { align: "end" },
    },
  ];
}
