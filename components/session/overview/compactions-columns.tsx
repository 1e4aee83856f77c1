import type { ColumnDef } from "@tanstack/react-table";
import { CompactionPointLink } from "@/components/compaction/compaction-point-link";
import type { TranscriptSummary } from "@/lib/contracts/transcript-summary";
import { formatInteger } from "@/lib/view/format/format-number";
import { shortId } from "@/lib/view/library/transcript-row";
import styles from "./compactions.module.css";
import { AFTER_FIGURE, RECORDED_POST_FIGURE } from "@/lib/view/compaction/after-figure";
import {
  AFTERMATH_COLUMN_DESCRIPTION,
  type AftermathLine,
} from "@/lib/view/compaction/aftermath-section";

/** A token figure, or a dash whose title says why it is missing. */
const Tokens = ({ value, missing }: { value: number | null; missing: string }) =>
  value === null ? (
    <span className="muted" title={missing}>
      —
    </span>
  ) : (
    <>{formatInteger(value)}</>
  );

export type RecordedCompactionRow = TranscriptSummary["compactions"][number] & {
  number: number;
  /** What it cost afterwards in a line; null while measured. */
  aftermath: AftermathLine | null;
};

/** The recorded compactions table: file order, numbered, each linking to its before/after. */
export const COMPACTION_COLUMNS: ColumnDef<RecordedCompactionRow, unknown>[] = [
  {
    id: "number",
    header: "#",
    accessorFn: (row) => row.number,
    meta: { align: "end" },
  },
  {
    id: "trigger",
    header: "Trigger",
    accessorFn: (row) => row.trigger ?? "",
    cell: ({ row }) =>
      row.original.trigger ?? (
        <span className="muted" title="Before 1.0.117 the file records no trigger">
          unknown
        </span>
      ),
  },
  {
    id: "atCall",
    header: "At call",
    accessorFn: (row) => row.atCall,
    cell: ({ row }) => formatInteger(row.original.atCall),
    meta: {
      align: "end",
      description: "Index of the first main-thread API call after the compaction",
    },
  },
  {
    id: "preTokens",
    header: "Pre tokens",
    accessorFn: (row) => row.preTokens ?? -1,
    cell: ({ row }) => <Tokens value={row.original.preTokens} missing="not recorded" />,
    meta: { align: "end", description: "Context tokens when it fired (compactMetadata.preTokens)" },
  },
  {
    id: "tokensAfter",
    header: AFTER_FIGURE.label,
    accessorFn: (row) => row.tokensAfter ?? -1,
    cell: ({ row }) => (
      <Tokens
        value={row.original.tokensAfter ?? null}
        missing={
          row.original.tokensAfter === undefined
            ? "Stored before this figure existed: upload the file again, or open the compaction"
            : "No API call after it before the next compaction or the end of the file"
        }
      />
    ),
    meta: { align: "end", description: AFTER_FIGURE.definition },
  },
  {
    id: "postTokens",
    header: RECORDED_POST_FIGURE.label,
    accessorFn: (row) => row.postTokens ?? -1,
    cell: ({ row }) => (
      <Tokens
        value={row.original.postTokens}
        missing="Not in this boundary (before about 2.1.112)"
      />
    ),
    meta: { align: "end", description: RECORDED_POST_FIGURE.definition },
  },
  {
    id: "aftermath",
    header: "Aftermath",
    accessorFn: (row) => row.aftermath?.brief ?? "",
    cell: ({ row }) =>
      row.original.aftermath === null ? (
        <span className="muted">measuring…</span>
      ) : (
        <span
          className={styles.aftermath}
          data-testid="compaction-aftermath"
          title={row.original.aftermath.full}
        >
          {row.original.aftermath.brief}
        </span>
      ),
    meta: { description: AFTERMATH_COLUMN_DESCRIPTION },
    enableSorting: false,
  },
  {
    id: "boundary",
    header: "Boundary",
    accessorFn: (row) => row.uuid,
    cell: ({ row }) => <span title={row.original.uuid}>{shortId(row.original.uuid)}</span>,
    meta: { className: "mono" },
    enableSorting: false,
  },
  {
    id: "link",
    header: () => <span className="visually-hidden">Before and after</span>,
    cell: ({ row }) => (
      <CompactionPointLink point={`recorded-${row.original.uuid}`}>
        Before/after<span className="visually-hidden"> of compaction {row.original.number}</span>
      </CompactionPointLink>
    ),
    enableSorting: false,
  },
];
