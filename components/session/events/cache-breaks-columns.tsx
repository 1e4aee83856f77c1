import type { ColumnDef } from "@tanstack/react-table";
import type { CacheBreakRow } from "@/lib/view/session/events/cache-break-rows";
import { formatInteger } from "@/lib/view/format/format-number";
import styles from "./cache-breaks-table.module.css";

/** The cache-breaks table's columns: typed cells through `row.original`. */
export function cacheBreaksColumns({
  showSource,
}: {
  showSource: boolean;
}): ColumnDef<CacheBreakRow, unknown>[] {
  const columns: (ColumnDef<CacheBreakRow, unknown> | null)[] = [
    {
      id: "atCall",
      header: "Call",
      accessorFn: (row) => row.atCall,
      cell: ({ row }) => formatInteger(row.original.atCall),
      meta: { align: "end", description: "Call index within its query source" },
    },
    showSource
      ? {
          id: "source",
          header: "Source",
          accessorFn: (row) => row.sourceText,
          cell: ({ row }) => <span title={row.original.source}>{row.original.sourceText}</span>,
        }
      : null,
    {
      id: "gap",
      header: "Gap",
      accessorFn: (row) => row.gapSeconds ?? undefined,
      sortUndefined: "last",
      sortDescFirst: true,
      cell: ({ row }) => row.original.gapText,
      meta: { align: "end", description: "Time between the previous response and this request" },
    },
    {
      id: "reason",
      header: "Reason",
      accessorFn: (row) => row.reasonText,
      cell: ({ row }) => (
        <span
          className={styles.reason}
          data-reason={row.original.reason}
          title={row.original.reasonText}
        >
          {row.original.reasonText}
        </span>
      ),
    },
    {
      id: "cacheRead",
      header: "Cache read",
      accessorFn: (row) => row.cacheRead,
      cell: ({ row }) => (
        <span className="muted">
          {formatInteger(row.original.prevCacheRead)} → {formatInteger(row.original.cacheRead)}
        </span>
      ),
      meta: {
        align: "end",
        description: "cache_read_input_tokens of the previous call and of this one",
      },
    },
    {
      id: "dropped",
      header: "Dropped",
      accessorFn: (row) => row.tokensDropped,
      sortDescFirst: true,
      cell: ({ row }) => formatInteger(row.original.tokensDropped),
      meta: { align: "end", description: "Cache read lost: previous minus this call's" },
    },
    {
      id: "rewritten",
      header: "Rewritten",
      accessorFn: (row) => row.tokensRewritten,
      sortDescFirst: true,
      cell: ({ row }) => formatInteger(row.original.tokensRewritten),
      meta: { align: "end", description: "Tokens this call had to write to the cache again" },
    },
    {
      id: "cost",
      header: "Cost",
      accessorFn: (row) => row.costUsd ?? undefined,
      sortUndefined: "last",
      sortDescFirst: true,
      cell: ({ row }) => (
        <span className={row.original.costUsd === null ? "muted" : undefined}>
          {row.original.costText}
        </span>
      ),
      meta: {
        align: "end",
        description: "USD of writing them again, at the call's model cache-write rate",
      },
    },
    {
      id: "model",
      header: "Model",
      accessorFn: (row) => row.modelText,
      cell: ({ row }) => <span title={row.original.model}>{row.original.modelText}</span>,
    },
  ];
  return columns.filter((column) => column !== null);
}
