"use client";

import Link from "next/link";
import type { SavedFilter } from "@/lib/contracts/saved-filters";
import type { TranscriptSummary } from "@/lib/contracts/transcript-summary";
import { SavedFilterChoice } from "./saved-filter-choice";
import { SessionPicker } from "./session-picker";
import styles from "./sweeps.module.css";

type SweepSessionsProps = {
  initialRows: Pick<TranscriptSummary, "id" | "name" | "apiCalls">[];
  filterQuery: string;
  savedFilters: SavedFilter[];
  picked: Set<string>;
  onPickedChange(selected: Set<string>): void;
  source: "picked" | "filter";
  onSourceChange(source: "picked" | "filter"): void;
  filterId: string;
  onFilterChange(id: string): void;
};

/** The sessions half of the sweep form: rows picked here, or a saved filter of the list. */
export function SweepSessions(props: SweepSessionsProps) {
  const hasFilters = props.savedFilters.length > 0;
  return (
    <div className={styles.box}>
      <h2>Sessions</h2>
      <fieldset className={styles.sourceChoice}>
        <legend className="field-label">Sessions from</legend>
        <label>
          <input
            type="radio"
            name="session-source"
            checked={props.source === "picked"}
            onChange={() => props.onSourceChange("picked")}
          />
          Picked sessions
        </label>
        <label>
          <input
            type="radio"
            name="session-source"
            checked={props.source === "filter"}
            disabled={!hasFilters}
            onChange={() => props.onSourceChange("filter")}
          />
          A saved filter
        </label>
        {!hasFilters && (
          <span className="muted">
            (none yet: <Link href="/">save one on the sessions list</Link>)
          </span>
        )}
      </fieldset>
      {props.source === "filter" ? (
        <SavedFilterChoice
          savedFilters={props.savedFilters}
          filterId={props.filterId}
          onChange={props.onFilterChange}
        />
      ) : (
        <SessionPicker
          initialRows={props.initialRows}
          filterQuery={props.filterQuery}
          selected={props.picked}
          onChange={props.onPickedChange}
        />
      )}
    </div>
  );
}
