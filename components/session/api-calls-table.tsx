"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { useMemo, useRef, useState } from "react";
import { ApiCallRow } from "@/components/session/api-call-row";
import type { ApiCallRow as ApiCall } from "@/lib/api/transcript-summary";
import {
  countCallsBySource,
  describeSource,
  filterCallsByScope,
  type CallScope,
} from "@/lib/view/session/api-call-rows";
import { formatInteger } from "@/lib/view/format/format-number";

/** Rows never wrap, so one fixed height lets the virtualiser skip measuring. */
const ROW_HEIGHT = 30;
const VIEWPORT_HEIGHT = 540;

const COLUMNS = [
  {
    label: "#",
    title: "Main-thread call index (a compaction at call k happened before call k)",
    align: "end",
  },
  {
    label: "Source",
    title: "Query source: the main thread or a subagent/sidechain",
    align: "start",
  },
  { label: "Line", title: "Line of the first record of this call in the file", align: "end" },
  { label: "Time (UTC)", title: "Timestamp of the call's first record", align: "start" },
  { label: "Model", title: "Model that answered", align: "start" },
  { label: "Input", title: "input_tokens", align: "end" },
  { label: "Cache write", title: "cache_creation_input_tokens", align: "end" },
  { label: "Cache read", title: "cache_read_input_tokens", align: "end" },
  { label: "Output", title: "output_tokens", align: "end" },
  { label: "Context", title: "input + cache write + cache read + output", align: "end" },
  {
    label: "Cost",
    title: "USD at list prices (lib/pricing/model-prices.ts); — when the model has no price",
    align: "end",
  },
  { label: "Stop reason", title: "stop_reason", align: "start" },
] as const;

/**
 * Every API call of a session, virtualised: thousands of rows scroll smoothly because only the
 * visible ones are in the DOM (spacer rows keep the scrollbar honest).
 */
export function ApiCallsTable({ calls }: { calls: ApiCall[] }) {
  const [scope, setScope] = useState<CallScope>("main");
  const rows = useMemo(() => filterCallsByScope(calls, scope), [calls, scope]);
  const sources = useMemo(() => countCallsBySource(calls), [calls]);
  const mainCount = sources
    .filter((source) => source.isMainThread)
    .reduce((sum, s) => sum + s.count, 0);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 15,
    // Lets the server render the first screen of rows before the browser measures anything.
    initialRect: { width: 1200, height: VIEWPORT_HEIGHT },
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);

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
        <div
          ref={scroller}
          className="calls-scroll"
          style={{ maxHeight: VIEWPORT_HEIGHT }}
          tabIndex={0}
          role="region"
          aria-label="API calls, scrollable"
        >
          <table
            className="data-table calls-table"
            aria-rowcount={rows.length + 1}
            data-testid="api-calls-table"
          >
            <thead>
              <tr aria-rowindex={1}>
                {COLUMNS.map((column) => (
                  <th key={column.label} scope="col" data-align={column.align} title={column.title}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {padTop > 0 && <Spacer height={padTop} />}
              {items.map((item) => {
                const call = rows[item.index];
                return call ? (
                  <ApiCallRow
                    key={`${call.source}:${call.messageId}:${call.line}`}
                    call={call}
                    rowIndex={item.index + 2}
                    height={ROW_HEIGHT}
                  />
                ) : null;
              })}
              {padBottom > 0 && <Spacer height={padBottom} />}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Spacer({ height }: { height: number }) {
  return (
    <tr aria-hidden="true" className="spacer-row">
      <td colSpan={COLUMNS.length} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
