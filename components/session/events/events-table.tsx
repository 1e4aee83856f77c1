"use client";

import { memo, useMemo, useState } from "react";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import type { InspectorReplay } from "@/lib/contracts/inspector-replay";
import { formatInteger } from "@/lib/view/format/format-number";
import {
  filterEventRows,
  toEventFilterOptions,
  type EventFilter,
} from "@/lib/view/session/events/event-filter";
import { toEventRows, type EventRow } from "@/lib/view/session/events/event-rows";
import { EVENTS_COLUMNS } from "./events-columns";
import { isSelectedCall } from "@/lib/view/session/selected-call";
import { TablePanel } from "./events-table-panel";
import styles from "./events-table.module.css";

type EventsTableProps = {
  replay: InspectorReplay | null;
  transcriptId: string;
  /** The current URL query: compaction links keep its profile and overrides. */
  query: string;
  onSelectCall(call: number): void;
  /** The URL's `?call=`: its rows are highlighted. */
  selectedCall: number | null;
};

/** Rows never wrap (the detail ellipsises): one fixed height, only the rows in view drawn. */
const VIRTUAL_ROWS = { rowHeight: 30, maxHeight: 480, label: "Events, scrollable" };

const rowLabel = (row: EventRow) => `${row.source} ${row.kind} before call ${row.atCall}`;

/**
 * Every recorded and replayed event, virtualised (a long session has hundreds); a row (click
 * or Enter) jumps to its call. Memoised: a replay that is not this table's leaves it alone.
 */
export const EventsTable = memo(function EventsTable(props: EventsTableProps) {
  const { replay, transcriptId, query, onSelectCall, selectedCall } = props;
  const [filter, setFilter] = useState<EventFilter>("all");
  const rows = useMemo(
    () => (replay ? toEventRows(replay, { transcriptId, query }) : []),
    [replay, transcriptId, query],
  );
  const options = useMemo(() => toEventFilterOptions(rows), [rows]);
  // A filter whose kind vanished (another profile) falls back to every event.
  const active = options.some((option) => option.value === filter) ? filter : "all";
  const shown = useMemo(() => filterEventRows(rows, active), [rows, active]);

  const title = (
    <>
      Events{" "}
      {rows.length > 0 && (
        <span className="muted">
          ({formatInteger(shown.length)} of {formatInteger(rows.length)})
        </span>
      )}
    </>
  );
  const controls = rows.length > 0 && (
    <label className={styles.filter}>
      Kind
      <select
        className="input"
        value={active}
        onChange={(e) => setFilter(options.find((o) => o.value === e.target.value)?.value ?? "all")}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.isKind ? "\u00a0\u00a0\u00a0" : ""}
            {option.label} ({formatInteger(option.count)})
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <TablePanel id="events" title={title} controls={controls} isLoading={!replay}>
      {rows.length === 0 ? (
        <EmptyState title="No events" testId="events-empty">
          <p>
            The transcript recorded no compaction or microcompaction, and the replay under these
            constants made none.
          </p>
        </EmptyState>
      ) : (
        <DataTable
          columns={EVENTS_COLUMNS}
          data={shown}
          getRowId={(row) => row.id}
          caption="Recorded and replayed events; Enter or a click shows the call"
          initialSorting={[{ id: "atCall", desc: false }]}
          onRowOpen={(row) => onSelectCall(row.atCall)}
          isRowCurrent={(row) => isSelectedCall(row, selectedCall)}
          rowLabel={rowLabel}
          virtual={VIRTUAL_ROWS}
        />
      )}
    </TablePanel>
  );
});
