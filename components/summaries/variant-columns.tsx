import type { ColumnDef } from "@tanstack/react-table";
import { MAX_COMPARED } from "@/lib/view/summaries/compare-param";
import type { VariantRow } from "@/lib/view/summaries/variant-rows";
import styles from "./summaries.module.css";

type ColumnOptions = {
  /** The aftermath metric's definition, shown on its heading. */
  aftermathDefinition: string;
  picked: readonly string[];
  onToggle(id: string): void;
  onDelete(row: VariantRow): void;
};

function compareTitle(row: VariantRow, isPicked: boolean, isFull: boolean): string {
  if (!row.isComparable) return "Only finished summaries can be compared";
  if (!isPicked && isFull) return `At most ${MAX_COMPARED} stand side by side: unpick one first`;
  return isPicked ? "Remove from the comparison" : "Add to the comparison";
}

/** The variants table: pick to compare, who wrote it, what it carried of the aftermath, how, its status and figures. */
export function variantColumns({
  aftermathDefinition,
  picked,
  onToggle,
  onDelete,
}: ColumnOptions): ColumnDef<VariantRow, unknown>[] {
  const isFull = picked.length >= MAX_COMPARED;
  return [
    {
      id: "compare",
      header: () => <span className="visually-hidden">Compare</span>,
      cell: ({ row: { original: row } }) => {
        const isPicked = picked.includes(row.id);
        return (
          <input
            type="checkbox"
            checked={isPicked}
            disabled={!row.isComparable || (!isPicked && isFull)}
            onChange={() => onToggle(row.id)}
            title={compareTitle(row, isPicked, isFull)}
            aria-label={`Compare ${row.label} (${row.id})`}
          />
        );
      },
      enableSorting: false,
    },
    {
      id: "label",
      header: "Summary",
      cell: ({ row: { original: row } }) => (
        <span className={row.isRecorded ? "strong" : undefined}>{row.label}</span>
      ),
      enableSorting: false,
    },
    {
      id: "aftermath",
      header: "Aftermath carried",
      accessorFn: (row) => row.aftermath,
      meta: { align: "end", description: aftermathDefinition },
      enableSorting: false,
    },
    { id: "template", header: "Template", accessorFn: (row) => row.template, enableSorting: false },
    {
      id: "status",
      header: "Status",
      cell: ({ row: { original: row } }) => (
        <>
          <span className={styles.status} data-status={row.status}>
            {row.statusText}
          </span>
          {row.failureText && <span className={styles.statusWhy}>{row.failureText}</span>}
        </>
      ),
      enableSorting: false,
    },
    ...(
      [
        ["tokens", "Tokens", "Input tokens sent · output tokens written"],
        ["cost", "Cost", "List price of the call (lib/pricing); — when the model has no price"],
        ["latency", "Latency", "From the request to the last token"],
      ] as const
    ).map(([key, header, description]): ColumnDef<VariantRow, unknown> => ({
      id: key,
      header,
      accessorFn: (row) => row[key],
      meta: { align: "end", description },
      enableSorting: false,
    })),
    {
      id: "actions",
      header: () => <span className="visually-hidden">Actions</span>,
      cell: ({ row: { original: row } }) =>
        row.isRecorded ? null : (
          <button
            type="button"
            className="button button-small button-ghost button-danger"
            onClick={() => onDelete(row)}
          >
            {row.isRunning ? "Cancel" : "Delete"}
            <span className="visually-hidden"> {row.label} summary</span>
          </button>
        ),
      enableSorting: false,
    },
  ];
}
