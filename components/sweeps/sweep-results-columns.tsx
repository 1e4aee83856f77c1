import type { ColumnDef } from "@tanstack/react-table";
import type { SweepRow } from "@/lib/sweeps/aggregate-sweep";
import { formatInteger, formatTokens } from "@/lib/view/format/format-number";
import { exposureCells } from "@/lib/view/sweeps/sweep-aftermath";

const usd = (value: number | null) => (value === null ? "—" : `$${value.toFixed(2)}`);

type Figure = {
  id: keyof SweepRow;
  header: string;
  description: string;
  format(row: SweepRow): string;
};

const FIGURES: Figure[] = [
  {
    id: "sessions",
    header: "Sessions",
    description: "Sessions replayed under this setting",
    format: (r) => formatInteger(r.sessions),
  },
  {
    id: "compactions",
    header: "Compactions",
    description: "All compactions, over every session",
    format: (r) => formatInteger(r.compactions),
  },
  {
    id: "compactionsAuto",
    header: "Auto",
    description: "Automatic compactions",
    format: (r) => formatInteger(r.compactionsAuto),
  },
  {
    id: "compactionsManual",
    header: "Manual",
    description: "Manual compactions (replayed where the session made them)",
    format: (r) => formatInteger(r.compactionsManual),
  },
  {
    id: "callsBetweenMedian",
    header: "Calls between (median)",
    description: "Median calls from one compaction (or the start) to the next",
    format: (r) => formatInteger(r.callsBetweenMedian),
  },
  {
    id: "callsBetweenP10",
    header: "p10",
    description: "10th percentile of calls between compactions",
    format: (r) => formatInteger(r.callsBetweenP10),
  },
  {
    id: "tokensSent",
    header: "Tokens sent",
    description: "Context sent over every main-thread call",
    format: (r) => formatTokens(r.tokensSent),
  },
  {
    id: "cacheRewriteTokens",
    header: "Cache re-writes",
    description:
      "Tokens written to the cache again after compactions: what the next call really wrote where the session compacted, the estimated context after the compaction elsewhere",
    format: (r) => formatTokens(r.cacheRewriteTokens),
  },
  {
    id: "usd",
    header: "Est. cost",
    description: "Estimated USD of the main-thread calls (pricing table)",
    format: (r) => usd(r.usd),
  },
  {
    id: "blockingLimitSessions",
    header: "At blocking limit",
    description:
      "Sessions with a call sent at or over the blocking limit without compacting first (the recorded row: under each session's own version)",
    format: (r) => formatInteger(r.blockingLimitSessions),
  },
  {
    id: "respentMedian",
    header: "Re-spent / compaction",
    description:
      "Median tokens re-spent per compaction: its exposure measured on what the session really did next (see the aftermath definition above)",
    format: (r) => exposureCells(r).median,
  },
  {
    id: "respentP90",
    header: "p90",
    description: "90th percentile of tokens re-spent per compaction",
    format: (r) => exposureCells(r).p90,
  },
  {
    id: "respentTotal",
    header: "Re-spent total",
    description: "Tokens re-spent over every compaction of every session",
    format: (r) => exposureCells(r).total,
  },
  {
    id: "rereadShare",
    header: "Re-read after",
    description: "Share of compactions after which a file of the summarised range was read again",
    format: (r) => exposureCells(r).rereadShare,
  },
];

function settingCell(setting: Record<string, unknown>, axis: string): string {
  const value = setting[axis];
  return typeof value === "number" ? formatInteger(value) : String(value);
}

/** The results table's columns: one per swept constant, then the figures (sortable, nulls last). */
export function sweepResultsColumns(
  axes: readonly string[],
): ColumnDef<SweepRow, string | number>[] {
  return [
    ...axes.map((axis): ColumnDef<SweepRow, string | number> => ({
      id: `setting.${axis}`,
      header: axis,
      accessorFn: (row) => {
        const value = row.setting?.[axis];
        return typeof value === "number" ? value : row.setting === null ? -Infinity : String(value);
      },
      // The recorded reality has no setting: one badge, in the first column, says so.
      cell: ({ row }) =>
        row.original.setting !== null ? (
          settingCell(row.original.setting, axis)
        ) : axis === axes[0] ? (
          <span className="badge">recorded</span>
        ) : null,
      meta: { align: "end" },
    })),
    ...FIGURES.map((figure): ColumnDef<SweepRow, string | number> => ({
      id: figure.id,
      header: figure.header,
      accessorFn: (row) => {
        const value = row[figure.id];
        return typeof value === "number" ? value : Number.NEGATIVE_INFINITY;
      },
      cell: ({ row }) => figure.format(row.original),
      meta: { align: "end", description: figure.description },
    })),
  ];
}
