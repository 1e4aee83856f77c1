import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import { Fragment, type ReactNode } from "react";
import { ContextBar } from "@/components/ui/context-bar";
import { LocalTime } from "@/components/ui/local-time";
import type { TranscriptSummary } from "@/lib/contracts/transcript-summary";
import { describeSessionCost } from "@/lib/view/format/describe-cost";
import { formatDateTimeUtc, formatRelativeTime } from "@/lib/view/format/format-date";
import { formatBytes, formatInteger, formatTokens } from "@/lib/view/format/format-number";
import { shortModelNames } from "@/lib/view/format/short-model-name";
import { shortenPath } from "@/lib/view/format/shorten-path";
import { describeMaxContext } from "@/lib/view/library/describe-max-context";
import { describeReplayAgreement } from "@/lib/view/library/describe-replay-agreement";
import { harnessBadge } from "@/lib/view/library/harness-badge";
import { describeSessionSpan } from "@/lib/view/library/session-span";
import { TRANSCRIPT_COLUMNS, type TranscriptColumnId } from "@/lib/view/library/transcript-columns";
import {
  abbreviateList,
  countCompactionsByTrigger,
  describeCompactionCounts,
  describeVersions,
  shortId,
} from "@/lib/view/library/transcript-row";

type Row = TranscriptSummary;

/** How each column reads its sort value and draws its cell; labels live in lib/view. */
function cells(
  now: number,
): Record<TranscriptColumnId, { value(row: Row): string | number; cell(row: Row): ReactNode }> {
  return {
    name: {
      value: (row) => row.name,
      cell: (row) => (
        <div className="cell-name">
          <span className="cell-name-line">
            <Link href={`/sessions/${row.id}`} className="cell-name-link" title={row.name}>
              {row.name}
            </Link>
            {row.isSubagent && <span className="badge">subagent</span>}
            <HarnessBadge harness={row.harness} />
          </span>
          {row.title && (
            <span className="cell-sub" title={row.title}>
              {row.title}
            </span>
          )}
        </div>
      ),
    },
    project: {
      value: (row) => row.project ?? "",
      cell: (row) => (
        <div className="cell-stack">
          {row.project ? (
            <span className="mono cell-project" title={row.project}>
              {shortenPath(row.project)}
            </span>
          ) : (
            <span className="muted">—</span>
          )}
          <span className="cell-sub">
            <ListCell items={row.sessionIds} shorten={shortId} mono />
          </span>
        </div>
      ),
    },
    versions: {
      value: (row) => row.versions.join(" "),
      cell: (row) => (
        <div className="cell-stack">
          <span title={row.versions.join("\n")}>{describeVersions(row.versions)}</span>
          <span className="cell-sub cell-models" title={row.models.join("\n")}>
            {shortModelNames(row.models).join(", ") || "—"}
          </span>
        </div>
      ),
    },
    apiCalls: {
      value: (row) => row.apiCalls,
      cell: (row) => (
        <span
          title={`${formatInteger(row.apiCalls)} main-thread calls, ${formatInteger(row.sidechainApiCalls)} from subagents and sidechains`}
        >
          {formatInteger(row.apiCalls)}
          {row.sidechainApiCalls > 0 && (
            <span className="cell-extra"> +{formatInteger(row.sidechainApiCalls)}</span>
          )}
        </span>
      ),
    },
    maxContextTokens: {
      value: (row) => row.maxContextTokens,
      cell: (row) => {
        const share = describeMaxContext(row);
        return (
          <span className="cell-context" title={share.text}>
            {formatTokens(row.maxContextTokens)}
            <ContextBar tokens={row.maxContextTokens} window={share.window} />
          </span>
        );
      },
    },
    compactions: {
      value: (row) => row.compactions.length,
      cell: (row) => {
        const counts = countCompactionsByTrigger(row.compactions);
        const agreement = describeReplayAgreement(row);
        return (
          <span className="cell-compactions">
            <span className={counts.total ? undefined : "muted"}>
              {describeCompactionCounts(counts)}
            </span>
            {agreement && (
              <span
                className="cell-agreement"
                data-tone={agreement.tone}
                data-testid="replay-agreement"
                title={agreement.title}
              >
                <BreakableText text={agreement.text} />
              </span>
            )}
          </span>
        );
      },
    },
    microcompactions: {
      value: (row) => row.microcompactions,
      cell: (row) => <Count value={row.microcompactions} />,
    },
    cacheBreaks: {
      value: (row) => row.cacheBreaks,
      cell: (row) => <Count value={row.cacheBreaks} />,
    },
    costUsd: {
      value: (row) => row.costUsd ?? -1,
      cell: (row) => {
        const cost = describeSessionCost(row);
        return (
          <span title={cost.title} className={cost.isPriced ? undefined : "muted"}>
            {cost.text}
          </span>
        );
      },
    },
    bytes: {
      value: (row) => row.bytes,
      cell: (row) => (
        <span title={`${formatInteger(row.bytes)} bytes`}>{formatBytes(row.bytes)}</span>
      ),
    },
    startedAt: {
      value: (row) => row.startedAt ?? "",
      cell: (row) => {
        const span = describeSessionSpan(row);
        if (!span.isDated)
          return (
            <span className="muted" title={span.title} data-testid="session-started">
              {span.text}
            </span>
          );
        return (
          <span className="cell-time">
            <LocalTime
              iso={span.startedAt}
              title={span.title}
              testId="session-started"
              dateStyle="short"
            />
            <span className="cell-sub" title={span.title} data-testid="session-duration">
              {span.duration}
            </span>
          </span>
        );
      },
    },
    lastActivityAt: {
      value: (row) => row.lastActivityAt ?? "",
      cell: (row) => {
        const span = describeSessionSpan(row);
        if (!span.isDated) return <span className="muted">—</span>;
        return (
          <time
            dateTime={span.lastActivityAt}
            title={span.lastActivityAt}
            data-testid="session-last-activity"
          >
            {formatRelativeTime(span.lastActivityAt, now)}
          </time>
        );
      },
    },
    createdAt: {
      value: (row) => row.createdAt,
      cell: (row) => (
        <time dateTime={row.createdAt} title={formatDateTimeUtc(row.createdAt)}>
          {formatRelativeTime(row.createdAt, now)}
        </time>
      ),
    },
  };
}

/** Text that may wrap after each underscore too (an environment variable's long name). */
function BreakableText({ text }: { text: string }) {
  const parts = text.split("_");
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && (
        <>
          _<wbr />
        </>
      )}
    </Fragment>
  ));
}

function Count({ value }: { value: number }) {
  return value ? <span>{formatInteger(value)}</span> : <span className="muted">0</span>;
}

function ListCell({
  items,
  shorten,
  mono,
}: {
  items: string[];
  shorten(item: string): string;
  mono?: boolean;
}) {
  const list = abbreviateList(items, shorten);
  if (list.first === null) return <span className="muted">—</span>;
  return (
    <span title={list.full} className={mono ? "mono" : undefined}>
      {list.first}
      {list.more > 0 && <span className="cell-extra"> +{list.more}</span>}
    </span>
  );
}

/**
 * The sessions table's columns. `now` comes from the server render so relative dates print the
 * same on both sides of hydration; `onDelete` asks the table to confirm and delete a row.
 */
export function transcriptsColumns(options: {
  now: number;
  onDelete(row: Row): void;
}): ColumnDef<Row, unknown>[] {
  const byId = cells(options.now);
  const dataColumns: ColumnDef<Row, unknown>[] = TRANSCRIPT_COLUMNS.map((spec) => {
    const { value, cell } = byId[spec.id];
    return {
      id: spec.id,
      header: spec.header,
      accessorFn: value,
      enableSorting: spec.sortKey !== null,
      sortDescFirst: spec.sortDescFirst,
      cell: ({ row }) => cell(row.original),
      meta: { align: spec.align, description: spec.description, className: `col-${spec.id}` },
    };
  });
  const actions: ColumnDef<Row, unknown> = {
    id: "actions",
    header: () => <span className="visually-hidden">Actions</span>,
    enableSorting: false,
    cell: ({ row }) => (
      <button
        type="button"
        className="button button-ghost button-small button-danger button-icon"
        aria-label={`Delete ${row.original.name}`}
        title="Delete"
        onClick={() => options.onDelete(row.original)}
      >
        <span aria-hidden="true">✕</span>
      </button>
    ),
    meta: { align: "end", className: "col-actions" },
  };
  return [...dataColumns, actions];
}

/** The agent that wrote the session, when it is not Claude Code (harness-badge.ts). */
function HarnessBadge({ harness }: { harness: TranscriptSummary["harness"] }) {
  const badge = harnessBadge(harness);
  if (badge === null) return null;
  return (
    <span className="badge" title={badge.title} data-testid="harness-badge">
      {badge.label}
    </span>
  );
}
