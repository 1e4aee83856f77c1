"use client";

import { useMemo, useState } from "react";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import type { InspectorReplay } from "@/lib/contracts/inspector-replay";
import { formatInteger, formatTokens, formatUsd } from "@/lib/view/format/format-number";
import {
  toCacheBreakRows,
  totalCacheBreaks,
  type CacheBreakRow,
} from "@/lib/view/session/events/cache-break-rows";
import { isSelectedCall } from "@/lib/view/session/selected-call";
import { cacheBreaksColumns } from "./cache-breaks-columns";
import { TablePanel } from "./events-table-panel";
import styles from "./cache-breaks-table.module.css";

type CacheBreaksTableProps = {
  replay: InspectorReplay | null;
  onSelectCall(call: number): void;
  /** The URL's `?call=`: its main-thread row is highlighted. */
  selectedCall: number | null;
};

const rowLabel = (row: CacheBreakRow) =>
  row.isMainThread
    ? `cache break at call ${row.atCall}: ${row.reasonText}`
    : `cache break at ${row.sourceText} call ${row.atCall} (not on the main curve): ${row.reasonText}`;

/** Every prompt-cache break, what it cost; a main-thread row (click or Enter) jumps to its call. */
export function CacheBreaksTable({ replay, onSelectCall, selectedCall }: CacheBreaksTableProps) {
  const rows = useMemo(() => (replay ? toCacheBreakRows(replay.cacheBreaks) : []), [replay]);
  const hasMain = rows.some((row) => row.isMainThread);
  const hasOthers = rows.some((row) => !row.isMainThread);
  const [scope, setScope] = useState<"main" | "all">("main");
  const effective = hasMain && hasOthers ? scope : "all";
  const shown = effective === "main" ? rows.filter((row) => row.isMainThread) : rows;
  const totals = totalCacheBreaks(shown);
  const columns = useMemo(() => cacheBreaksColumns({ showSource: hasOthers }), [hasOthers]);

  const controls = hasMain && hasOthers && (
    <fieldset className="segmented">
      <legend className="visually-hidden">Which breaks to show</legend>
      {(["main", "all"] as const).map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="cache-break-scope"
            value={value}
            checked={scope === value}
            onChange={() => setScope(value)}
          />
          {value === "main" ? "Main thread" : "Subagents too"}
        </label>
      ))}
    </fieldset>
  );
  return (
    <TablePanel id="cache-breaks" title="Cache breaks" controls={controls} isLoading={!replay}>
      {rows.length === 0 ? (
        <EmptyState title="No cache breaks" testId="cache-breaks-empty">
          <p>
            No call read much less from the prompt cache than the call before it (a drop over 5% and
            2,000 tokens), apart from the drops compactions cause.
          </p>
        </EmptyState>
      ) : (
        <>
          <p className={styles.totals} data-testid="cache-break-totals">
            {formatInteger(totals.count)} break{totals.count === 1 ? "" : "s"},{" "}
            {formatTokens(totals.tokensRewritten)} tokens re-written, {formatUsd(totals.costUsd)}
            {totals.unpriced > 0 && ` (+${formatInteger(totals.unpriced)} without a price)`}
          </p>
          <DataTable
            columns={columns}
            data={shown}
            getRowId={(row) => row.id}
            caption="Prompt-cache breaks; Enter or a click on a main-thread break shows its call"
            initialSorting={[{ id: "atCall", desc: false }]}
            isRowCurrent={(row) => isSelectedCall(row, selectedCall)}
            onRowOpen={(row) => {
              // A subagent's call index is not a point of the main curve.
              if (row.isMainThread) onSelectCall(row.atCall);
            }}
            rowLabel={rowLabel}
          />
        </>
      )}
    </TablePanel>
  );
}
