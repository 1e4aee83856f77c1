"use client";

import Link from "next/link";
import { useState } from "react";
import type { SavedFilter } from "@/lib/contracts/saved-filters";
import { toFilterSearchParams, type SessionFilter } from "@/lib/contracts/session-filter";
import { formatInteger } from "@/lib/view/format/format-number";
import { describeFilter } from "@/lib/view/library/describe-filter";
import styles from "./saved-filters.module.css";
import { useSavedFilters } from "./use-saved-filters";

type SavedFiltersBarProps = {
  savedFilters: SavedFilter[];
  /** The list's filter now: what "Save filter" saves, and which saved one is applied. */
  current: SessionFilter;
  hasFilters: boolean;
  onApply(filter: SessionFilter): void;
};

const keyOf = (filter: SessionFilter) => toFilterSearchParams(filter).toString();

/** The saved filters of the sessions list: apply one, sweep it, delete it, or save the current one. */
export function SavedFiltersBar({
  savedFilters,
  current,
  hasFilters,
  onApply,
}: SavedFiltersBarProps) {
  const { error, isBusy, clearError, save, remove } = useSavedFilters();
  const [isNaming, setIsNaming] = useState(false);
  const [name, setName] = useState("");
  const currentKey = keyOf(current);

  async function submit() {
    if (await save(name.trim(), current)) {
      setIsNaming(false);
      setName("");
    }
  }

  return (
    <div className={styles.bar} aria-label="Saved filters" role="region">
      <span className="field-label">Saved filters</span>
      {savedFilters.length === 0 && !isNaming && (
        <span className="muted">none yet: filter the list, then save the filter by name.</span>
      )}
      <ul className={styles.list}>
        {savedFilters.map((saved) => (
          <li key={saved.id} className={styles.item}>
            <button
              type="button"
              className={styles.apply}
              aria-pressed={keyOf(saved.filter) === currentKey}
              title={describeFilter(saved.filter)}
              onClick={() => onApply(saved.filter)}
            >
              {saved.name} <span className="muted">{formatInteger(saved.sessions)}</span>
            </button>
            <Link
              href={`/sweeps/new?savedFilter=${encodeURIComponent(saved.id)}`}
              className={styles.action}
              aria-label={`Sweep the saved filter ${saved.name}`}
            >
              sweep
            </Link>
            <button
              type="button"
              className={styles.action}
              aria-label={`Delete the saved filter ${saved.name}`}
              disabled={isBusy}
              onClick={() => void remove(saved.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {isNaming ? (
        <form
          className={styles.nameForm}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <input
            className="input"
            aria-label="Name of the saved filter"
            placeholder="Name, e.g. compacted opus"
            maxLength={100}
            value={name}
            autoFocus
            onChange={(e) => {
              setName(e.target.value);
              clearError();
            }}
            onKeyDown={(e) => {
              if (e.key === "Escape") setIsNaming(false);
            }}
          />
          <button type="submit" className="button button-small" disabled={isBusy || !name.trim()}>
            Save
          </button>
          <button
            type="button"
            className="button button-small button-ghost"
            onClick={() => {
              setIsNaming(false);
              clearError();
            }}
          >
            Cancel
          </button>
        </form>
      ) : (
        <button
          type="button"
          className="button button-small"
          disabled={!hasFilters}
          title={hasFilters ? describeFilter(current) : "Filter the list first"}
          onClick={() => setIsNaming(true)}
        >
          Save filter
        </button>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
