"use client";

import Link from "next/link";
import { SelectField } from "@/components/ui/select-field";
import type { SavedFilter } from "@/lib/contracts/saved-filters";
import { toFilterSearchParams } from "@/lib/contracts/session-filter";
import { formatInteger } from "@/lib/view/format/format-number";
import { describeFilter } from "@/lib/view/library/describe-filter";
import styles from "./sweeps.module.css";

type SavedFilterChoiceProps = {
  savedFilters: SavedFilter[];
  filterId: string;
  onChange(filterId: string): void;
};

const sessionsWord = (n: number) => `${formatInteger(n)} session${n === 1 ? "" : "s"}`;

/** A saved filter of the sessions list as the sweep's sessions, resolved when it starts. */
export function SavedFilterChoice({ savedFilters, filterId, onChange }: SavedFilterChoiceProps) {
  const chosen = savedFilters.find((f) => f.id === filterId);
  return (
    <div className={styles.filterChoice}>
      <SelectField label="Saved filter" value={filterId} onChange={onChange}>
        {savedFilters.map((f) => (
          <option key={f.id} value={f.id}>
            {f.name} ({sessionsWord(f.sessions)})
          </option>
        ))}
      </SelectField>
      {chosen && (
        <p className="muted" data-testid="saved-filter-summary">
          {describeFilter(chosen.filter)}: {sessionsWord(chosen.sessions)} now (
          <Link href={`/?${toFilterSearchParams(chosen.filter)}`}>show them</Link>). The sessions it
          matches when the sweep starts are the ones replayed.
        </p>
      )}
    </div>
  );
}
