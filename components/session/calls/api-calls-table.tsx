"use client";

import { memo, useMemo, useState } from "react";
import { DataTable } from "@/components/ui/data-table";
import type { ApiCallRow as ApiCall } from "@/lib/contracts/transcript-summary";
import {
  countCallsBySource,
  describeSource,
  filterCallsByScope,
  type CallScope,
} from "@/lib/view/session/calls/api-call-rows";
import { formatInteger } from "@/lib/view/format/format-number";
import { isSelectedCall } from "@/lib/view/session/selected-call";
import { API_CALL_COLUMNS } from "./api-calls-columns";

/** Rows never wrap, so one fixed height lets the virtualiser skip measuring. */
const VIRTUAL_ROWS = { rowHeight: 30, maxHeight: 540, label: "API calls, scrollable" };

type ApiCallsTableProps = {
  calls: ApiCall[];
  /** Opens a main-thread call (curve, tree); calls of other sources have no main index. */
  onSelectCall?(call: number): void;
  /** The URL's `?call=`: its main-thread row is highlighted. */
  selectedCall?: number | null;
};

/**
 * Every API call of a session through the generic DataTable, virtualised: thousands of rows
 * scroll smoothly because only the visible ones are in the DOM. Sortable by any column; Enter
 * or a click on a main-thread row jumps to that call, and the selected call (the URL's, a marker's)
 * is scrolled into view. Memoised: a constant change does not touch the calls.
 */
export const ApiCallsTable = memo(function ApiCallsTable({
  calls,
  onSelectCall,
  selectedCall = null,
}: ApiCallsTableProps) {
  const [scope, setScope] = useState<CallScope>("main");
  const rows = useMemo(() => filterCallsByScope(calls, scope), [calls, scope]);
  const sources = useMemo(() => countCallsBySource(calls), [calls]);
  const mainCount = sources
    .filter((source) => source.isMainThread)
    .reduce((sum, s) => sum + s.count, 0);

  return (
    <section className="panel" aria-labelledby="calls-heading" data-testid="api-calls">
      <div className="panel-head">
        <h2 id="calls-heading" className="panel-title">
          API calls <span className="muted">({formatInteger(rows.length)} shown)</span>
        </h2>
        <fieldset className="segmented">
          <legend className="visually-hidden">Which calls to show</legend>
          <label>
            <input
              type="radio"
              name="call-scope"
              value="main"
              checked={scope === "main"}
              onChange={() => setScope("main")}
            />
            Main thread only ({formatInteger(mainCount)})
          </label>
          <label>
            <input
              type="radio"
              name="call-scope"
              value="all"
              checked={scope === "all"}
              onChange={() => setScope("all")}
            />
            All sources ({formatInteger(calls.length)})
          </label>
        </fieldset>
      </div>
      {scope === "all" && sources.length > 1 && (
        <p className="source-counts">
          {sources.map((source) => (
            <span key={source.source} title={source.source}>
              {describeSource(source.source)}: {formatInteger(source.count)}
            </span>
          ))}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="muted panel-empty">
          No API calls {scope === "main" ? "on the main thread" : "in this transcript"}.
        </p>
      ) : (
        <DataTable
          columns={API_CALL_COLUMNS}
          data={rows}
          getRowId={(call) => `${call.source}:${call.messageId}:${call.line}`}
          caption="API calls of this session, in file order unless sorted"
          className="calls-table"
          testId="api-calls-table"
          virtual={VIRTUAL_ROWS}
          isRowCurrent={(call) =>
            isSelectedCall({ atCall: call.index, isMainThread: call.isMainThread }, selectedCall)
          }
          rowClassName={(call) => (call.isMainThread ? undefined : "off-main")}
          rowLabel={(call) =>
            call.isMainThread
              ? `call ${call.index}`
              : `${describeSource(call.source)} call ${call.index}`
          }
          onRowOpen={
            onSelectCall
              ? (call) => {
                  if (call.isMainThread) onSelectCall(call.index);
                }
              : undefined
          }
        />
      )}
    </section>
  );
});
