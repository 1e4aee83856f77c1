"use client";

import { DataTable } from "@/components/ui/data-table";
import type { MatrixTableRow } from "@/lib/view/conformance/to-matrix-rows";
import { matrixColumns } from "./matrix-columns";

/** The versions matrix: one row per Claude Code version and setting. */
export function MatrixTable({ rows }: { rows: MatrixTableRow[] }) {
  return (
    <DataTable
      columns={matrixColumns}
      data={rows}
      getRowId={(row) => row.id}
      caption="Claude Code versions measured against a stand-in for the Messages API"
      testId="conformance-matrix"
      className="compact"
      rowClassName={(row) => (row.isProblem ? "is-problem" : undefined)}
    />
  );
}
