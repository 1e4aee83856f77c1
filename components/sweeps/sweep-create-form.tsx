"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { z } from "zod";
import { fetchJson } from "@/components/ui/fetch-json";
import type { SavedFilter } from "@/lib/contracts/saved-filters";
import type { TranscriptSummary } from "@/lib/contracts/transcript-summary";
import { REQUESTABLE_PROFILES } from "@/lib/compaction/config/replay-request-schema";

const PROFILE_LABELS: Partial<Record<string, string>> = {
  auto: "auto (by each session's version)",
  fitted: "fitted (auto plus the settings each session's file implies)",
};
import { formatInteger } from "@/lib/view/format/format-number";
import { inputOfConstant } from "@/lib/view/session/constants/constant-input";
import { parseGridValues } from "@/lib/view/sweeps/parse-grid-values";
import { GridBuilder, type GridAxis } from "./grid-builder";
import { SweepSessions } from "./sweep-sessions";
import styles from "./sweeps.module.css";

type SweepCreateFormProps = {
  initialRows: Pick<TranscriptSummary, "id" | "name" | "apiCalls">[];
  filterQuery: string;
  /** Came from the sessions list's filter: every matching session starts ticked. */
  isFromFilter: boolean;
  savedFilters: SavedFilter[];
  /** A saved filter to start with (`?savedFilter=<id>`, from the sessions list's menu). */
  initialFilterId: string | null;
};

const createdSchema = z.object({ id: z.string() });
const DEFAULT_AXES: GridAxis[] = [
  { constant: "autocompactBufferTokens", text: "8K..40K step 8K" },
  { constant: "maxOutputTokens", text: "20K, 32K, 64K" },
];

/** Picks sessions and builds the grid, with a live count of the replays; posts the sweep. */
export function SweepCreateForm({
  initialRows,
  filterQuery,
  isFromFilter,
  savedFilters,
  initialFilterId,
}: SweepCreateFormProps) {
  const router = useRouter();
  const [selected, setSelected] = useState(
    () => new Set(isFromFilter ? initialRows.map((r) => r.id) : []),
  );
  const [source, setSource] = useState<"picked" | "filter">(
    initialFilterId === null ? "picked" : "filter",
  );
  const [filterId, setFilterId] = useState(initialFilterId ?? savedFilters[0]?.id ?? "");
  const savedFilter = savedFilters.find((f) => f.id === filterId);
  const [profile, setProfile] = useState("auto");
  const [axes, setAxes] = useState(DEFAULT_AXES);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const parsed = axes.map((a) => parseGridValues(a.text, inputOfConstant(a.constant)));
  const isGridValid = parsed.every((p) => p.ok);
  const settings = parsed.reduce((n, p) => n * (p.ok ? p.values.length : 0), 1);
  const sessions = source === "filter" ? (savedFilter?.sessions ?? 0) : selected.size;
  const replays = sessions * settings;

  async function submit() {
    setIsSending(true);
    setError(null);
    const grid = Object.fromEntries(
      axes.map((a, i) => [a.constant, parsed[i]?.ok ? parsed[i].values : []]),
    );
    try {
      const { id } = await fetchJson("/api/sweeps", createdSchema, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          ...(source === "filter" ? { savedFilterId: filterId } : { transcriptIds: [...selected] }),
          profile,
          grid,
        }),
      });
      router.push(`/sweeps/${id}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setIsSending(false);
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <SweepSessions
        initialRows={initialRows}
        filterQuery={filterQuery}
        savedFilters={savedFilters}
        picked={selected}
        onPickedChange={setSelected}
        source={source}
        onSourceChange={setSource}
        filterId={filterId}
        onFilterChange={setFilterId}
      />
      <div className={styles.box}>
        <label className="field">
          <span className="field-label">Profile</span>
          <select className="input" value={profile} onChange={(e) => setProfile(e.target.value)}>
            {REQUESTABLE_PROFILES.map((id) => (
              <option key={id} value={id}>
                {PROFILE_LABELS[id] ?? id}
              </option>
            ))}
          </select>
        </label>
        <GridBuilder axes={axes} onChange={setAxes} />
      </div>
      <div className={styles.submitRow}>
        <p className={styles.count} role="status" data-testid="replay-count">
          {formatInteger(sessions)} session{sessions === 1 ? "" : "s"} x {formatInteger(settings)}{" "}
          setting
          {settings === 1 ? "" : "s"} = {formatInteger(replays)} replays
        </p>
        <button
          type="submit"
          className="button button-primary"
          disabled={isSending || sessions === 0 || !isGridValid}
        >
          {isSending ? "Starting…" : "Start sweep"}
        </button>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </form>
  );
}
