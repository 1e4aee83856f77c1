"use client";

import { useMemo } from "react";
import type { ChangeTimeline as Timeline } from "@/lib/view/conformance/change-timeline";
import {
  filterMatrixRows,
  type MatrixFilter,
  type SettingOption,
} from "@/lib/view/conformance/matrix-filter";
import type { MatrixTableRow } from "@/lib/view/conformance/to-matrix-rows";
import { ChangeTimeline } from "./change-timeline";
import { MatrixFilters } from "./matrix-filters";
import { MatrixTable } from "./matrix-table";
import { useMatrixFilter } from "./use-matrix-filter";

type ConformanceExplorerProps = {
  timeline: Timeline;
  settings: SettingOption[];
  rows: MatrixTableRow[];
  /** From the page's address. */
  initialFilter: MatrixFilter;
};

/**
 * Where behaviour changed between versions (a timeline), then the runs themselves, narrowed by
 * version, setting or to the problems; a change point narrows them to its run.
 */
export function ConformanceExplorer({
  timeline,
  settings,
  rows,
  initialFilter,
}: ConformanceExplorerProps) {
  const [filter, setFilter] = useMatrixFilter(initialFilter);
  const lanes = useMemo(
    () =>
      filter.setting === null
        ? timeline
        : { ...timeline, lanes: timeline.lanes.filter((lane) => lane.setting === filter.setting) },
    [timeline, filter.setting],
  );
  const shown = useMemo(() => filterMatrixRows(rows, filter), [rows, filter]);
  return (
    <>
      <h2>Where behaviour changed</h2>
      <ChangeTimeline
        timeline={lanes}
        pickedVersion={filter.version}
        onPick={(version, setting) => setFilter({ ...filter, version, setting })}
      />
      <h2>Every run</h2>
      <MatrixFilters
        filter={filter}
        onChange={setFilter}
        versions={timeline.versions}
        settings={settings}
        shown={shown.length}
        total={rows.length}
      />
      <MatrixTable rows={shown} />
    </>
  );
}
