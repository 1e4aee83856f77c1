import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import type { EventRow } from "@/lib/view/session/events/event-rows";
import { formatInteger } from "@/lib/view/format/format-number";
import { AFTER_FIGURE } from "@/lib/view/compaction/after-figure";
import styles from "./events-table.module.css";

/** Missing numbers sort last whichever the direction; they draw as a dash. */
const numberOrUndefined = (value: number | null) => value ?? undefined;
const Tokens = ({ value }: { value: number | null }) =>
  value === null ? <span className="muted">—</span> : <>{formatInteger(value)}</>;

const MATCH_TEXT = {
  recorded: { true: "replayed too", false: "not replayed" },
  replayed: { true: "recorded too", false: "replay only" },
} as const;

/** The events table's columns: typed cells through `row.original`. */
export const EVENTS_COLUMNS: ColumnDef<EventRow, unknown>[] = [
  {
    id: "atCall",
    header: "Call",
    accessorFn: (row) => row.atCall,
    sortDescFirst: false,
    cell: ({ row }) => formatInteger(row.original.atCall),
    meta: { align: "end", description: "The event happened before this main-thread call" },
  },
  {
    id: "source",
    header: "Source",
    accessorFn: (row) => row.source,
    cell: ({ row }) => (
      <span className={styles.source} data-source={row.original.source}>
        {row.original.source}
      </span>
    ),
    meta: { description: "Recorded in the transcript, or made by the replay" },
  },
  {
    id: "kind",
    header: "Kind",
    accessorFn: (row) => row.kind,
    cell: ({ row }) => <span className="mono">{row.original.kind}</span>,
  },
  ...(
    [
      [
        "tokensBefore",
        "Before",
        "Context tokens before it (recorded microcompaction: tool-result tokens)",
      ],
      ["tokensAfter", AFTER_FIGURE.label, AFTER_FIGURE.definition],
      ["saved", "Saved", "Before minus after"],
    ] as const
  ).map(([key, header, description]): ColumnDef<EventRow, unknown> => ({
    id: key,
    header,
    accessorFn: (row) => numberOrUndefined(row[key]),
    sortUndefined: "last",
    sortDescFirst: true,
    cell: ({ row }) => <Tokens value={row.original[key]} />,
    meta: { align: "end", description },
  })),
  {
    id: "trigger",
    header: "Trigger",
    accessorFn: (row) => row.trigger ?? "",
    cell: ({ row }) => row.original.trigger ?? <span className="muted">—</span>,
  },
  {
    id: "match",
    header: "Match",
    accessorFn: (row) => (row.isMatched === null ? "" : String(row.isMatched)),
    cell: ({ row }) => {
      const { isMatched, source } = row.original;
      if (isMatched === null) return <span className="muted">—</span>;
      return (
        <span className={isMatched ? styles.matched : styles.unmatched}>
          {MATCH_TEXT[source][`${isMatched}`]}
        </span>
      );
    },
    meta: { description: "Whether the recording and the replay agree at this call" },
  },
  {
    id: "detail",
    header: "Detail",
    enableSorting: false,
    cell: ({ row }) => (
      <span className={styles.detail} title={row.original.detail}>
        {row.original.detail}
      </span>
    ),
    meta: { className: styles.detailColumn },
  },
  {
    id: "link",
    header: () => <span className="visually-hidden">Compaction page</span>,
    enableSorting: false,
    cell: ({ row }) =>
      row.original.href ? (
        // Not prefetched: the href changes with every constant change.
        <Link
          prefetch={false}
          href={row.original.href}
          aria-label={`Open the ${row.original.source} compaction at call ${row.original.atCall}`}
        >
          Open
        </Link>
      ) : null,
    meta: { align: "end" },
  },
];
