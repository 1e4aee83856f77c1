"use client";

import { useMemo } from "react";
import { DataTable } from "@/components/ui/data-table";
import type { SweepRow } from "@/lib/sweeps/aggregate-sweep";
import { sweepResultsColumns } from "./sweep-results-columns";

/** One row per setting, the recorded reality first; every column sorts. */
export function SweepResultsTable({ rows, axes }: { rows: SweepRow[]; axes: string[] }) {
  const columns = useMemo(() => sweepResultsColumns(axes), [axes]);
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(row) => (row.setting === null ? "recorded" : JSON.stringify(row.setting))}
      caption="Sweep results per setting"
      testId="sweep-results"
      className="compact"
    />
  );
}
