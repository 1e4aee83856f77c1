"use client";

import { useEffect, useState } from "react";
import { z } from "zod";
import { fetchJson } from "@/components/ui/fetch-json";
import type { TranscriptSummary } from "@/lib/contracts/transcript-summary";
import { formatInteger } from "@/lib/view/format/format-number";
import styles from "./sweeps.module.css";

type Picked = Pick<TranscriptSummary, "id" | "name" | "apiCalls">;

type SessionPickerProps = {
  initialRows: Picked[];
  /** The sessions list's filter the page came with (`?q=&version=...`), as a query string. */
  filterQuery: string;
  selected: Set<string>;
  onChange(selected: Set<string>): void;
};

const pageSchema = z.object({
  transcripts: z.array(z.object({ id: z.string(), name: z.string(), apiCalls: z.number() })),
  total: z.number(),
});

/** Stored sessions with a search; ticked ones go into the sweep (select all in view). */
export function SessionPicker({
  initialRows,
  filterQuery,
  selected,
  onChange,
}: SessionPickerProps) {
  const [query, setQuery] = useState("");
  const [rows, setRows] = useState(initialRows);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (query === "") return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const params = new URLSearchParams(filterQuery);
      params.set("q", query);
      params.set("limit", "200");
      fetchJson(`/api/transcripts?${params}`, pageSchema, { signal: controller.signal })
        .then((page) => {
          setRows(page.transcripts);
          setError(null);
        })
        .catch((e: unknown) => {
          if (!controller.signal.aborted) setError(e instanceof Error ? e.message : String(e));
        });
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, filterQuery]);

  const shown = query === "" ? initialRows : rows;
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };

  return (
    <div className={styles.picker}>
      <label className="field">
        <span className="field-label">Search stored sessions</span>
        <input
          className="input"
          type="search"
          value={query}
          placeholder="name, project or text"
          onChange={(e) => setQuery(e.target.value)}
        />
      </label>
      <div className="button-row">
        <button
          type="button"
          className="button button-small"
          onClick={() => onChange(new Set([...selected, ...shown.map((r) => r.id)]))}
          disabled={shown.length === 0}
        >
          Select all {formatInteger(shown.length)} shown
        </button>
        <button
          type="button"
          className="button button-small button-ghost"
          onClick={() => onChange(new Set())}
          disabled={selected.size === 0}
        >
          Clear selection
        </button>
      </div>
      {error && <p className="form-error">{error}</p>}
      {shown.length === 0 ? (
        <p className="muted">No stored session matches.</p>
      ) : (
        <ul className={styles.sessionList} aria-label="Stored sessions">
          {shown.map((row) => (
            <li key={row.id} className={styles.sessionItem}>
              <label>
                <input
                  type="checkbox"
                  checked={selected.has(row.id)}
                  onChange={() => toggle(row.id)}
                />
                <span className={styles.sessionName} title={row.name}>
                  {row.name}
                </span>
                <span className="muted">{formatInteger(row.apiCalls)} calls</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
