import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { formatInteger, formatTokens, formatUsd } from "@/lib/view/format/format-number";
import type { BreakdownRow, SessionFigures } from "@/lib/view/sweeps/session-breakdown";

type Figure = {
  id: string;
  header: string;
  description: string;
  pick(figures: SessionFigures): number | null;
  format(value: number | null): string;
  /** The cell's words when the value alone cannot say them ("no compaction"). */
  words?(figures: SessionFigures): string;
};

const FIGURES: Figure[] = [
  {
    id: "compactions",
    header: "Compactions",
    description: "Compactions of this session: recorded, then replayed under this setting",
    pick: (f) => f.compactions,
    format: (v) => formatInteger(v),
  },
  {
    id: "cacheRewriteTokens",
    header: "Cache re-writes",
    description: "Tokens written to the cache again after compactions: recorded, then replayed",
    pick: (f) => f.cacheRewriteTokens,
    format: (v) => formatTokens(v),
  },
  {
    id: "usd",
    header: "Est. cost",
    description: "Estimated USD of the main-thread calls: recorded, then replayed",
    pick: (f) => f.usd,
    format: (v) => formatUsd(v),
  },
  {
    id: "blocking",
    header: "At blocking limit",
    description: "Whether a call met the blocking limit: recorded, then replayed",
    pick: (f) => (f.isAtBlockingLimit ? 1 : 0),
    format: (v) => (v === 1 ? "yes" : "no"),
  },
  {
    id: "respentMedian",
    header: "Re-spent / compaction",
    description:
      "Median tokens re-spent per compaction, its exposure measured on what the session really did next: recorded, then replayed",
    pick: (f) => f.respentMedian,
    format: (v) => formatInteger(v),
    words: (f) => f.respentWords,
  },
];

/** "recorded → replayed", or the one value when both agree. */
function pair(row: BreakdownRow, figure: Figure): string {
  const text = (f: SessionFigures) => figure.words?.(f) ?? figure.format(figure.pick(f));
  const recorded = text(row.recorded);
  if (row.replayed === null) return `${recorded} → not replayed`;
  const replayed = text(row.replayed);
  return recorded === replayed ? recorded : `${recorded} → ${replayed}`;
}

/** The per-session table's columns: the session (a link to its what-if), then each figure. */
export function sessionBreakdownColumns(): ColumnDef<BreakdownRow, string | number>[] {
  return [
    {
      id: "name",
      header: "Session",
      accessorFn: (row) => row.name,
      cell: ({ row }) => (
        <Link href={row.original.href} data-testid="breakdown-session-link">
          {row.original.name}
        </Link>
      ),
    },
    {
      id: "differs",
      header: "Differs",
      accessorFn: (row) => (row.differs ? 1 : 0),
      cell: ({ row }) => (row.original.differs ? <span className="badge">differs</span> : "same"),
      meta: { description: "Whether compactions or the blocking limit differ from the recording" },
    },
    ...FIGURES.map((figure): ColumnDef<BreakdownRow, string | number> => ({
      id: figure.id,
      header: figure.header,
      accessorFn: (row) =>
        row.replayed === null ? Number.NEGATIVE_INFINITY : (figure.pick(row.replayed) ?? 0),
      cell: ({ row }) => pair(row.original, figure),
      meta: { align: "end", description: figure.description },
    })),
  ];
}
