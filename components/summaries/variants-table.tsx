"use client";

import { useMemo } from "react";
import { DataTable } from "@/components/ui/data-table";
import type { VariantRow } from "@/lib/view/summaries/variant-rows";
import { variantColumns } from "./variant-columns";

type VariantsTableProps = {
  rows: VariantRow[];
  aftermathDefinition: string;
  picked: readonly string[];
  onToggle(id: string): void;
  onDelete(row: VariantRow): void;
};

/** Every summary of the point, the recorded one first; checkboxes pick the comparison. */
export function VariantsTable({
  rows,
  aftermathDefinition,
  picked,
  onToggle,
  onDelete,
}: VariantsTableProps) {
  const columns = useMemo(
    () => variantColumns({ aftermathDefinition, picked, onToggle, onDelete }),
    [aftermathDefinition, picked, onToggle, onDelete],
  );
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(row) => row.id}
      caption="Summaries of this point"
      className="compact"
      testId="variants-table"
    />
  );
}
