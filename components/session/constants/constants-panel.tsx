"use client";

import { useMemo, useState } from "react";
import type { InspectorReplay } from "@/lib/contracts/inspector-replay";
import {
  CONSTANT_GROUPS,
  type ConstantGroupId,
} from "@/lib/view/session/constants/constant-groups";
import { compareAcrossHarnesses } from "@/lib/view/session/constants/compare-across-harnesses";
import { countReplayedOverrides, toConstantRows } from "@/lib/view/session/constants/constant-rows";
import {
  constantOfError,
  removeOverride,
  setOverride,
} from "@/lib/view/session/constants/constant-value";
import {
  filterConstantRows,
  groupConstantRows,
} from "@/lib/view/session/constants/filter-constant-rows";
import type { Overrides, ProfileChoice } from "@/lib/view/session/inspector-url";
import { ConstantsPanelGroup } from "./constants-panel-group";
import { ConstantsPanelPresets } from "./constants-panel-presets";
import { ConstantsPanelProfile } from "./constants-panel-profile";
import styles from "./constants-panel.module.css";

export type ConstantsPanelProps = {
  replay: InspectorReplay | null;
  /** The replay under the session's own harness (`auto`): what another harness's is compared with. */
  auto: InspectorReplay | null;
  profile: ProfileChoice;
  overrides: Overrides;
  error: string | null;
  isLoading: boolean;
  onChange(next: { profile: ProfileChoice; overrides: Overrides }): void;
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * The replay's profile and every constant, editable; each change goes to `onChange` (the URL),
 * which re-runs the replay. Nothing here is fetched or stored but the presets.
 */
export function ConstantsPanel({
  replay,
  auto,
  profile,
  overrides,
  error,
  isLoading,
  onChange,
}: ConstantsPanelProps) {
  const [query, setQuery] = useState("");
  const [openGroups, setOpenGroups] = useState<ReadonlySet<ConstantGroupId>>(
    () =>
      new Set(CONSTANT_GROUPS.filter((group) => group.isOpenByDefault).map((group) => group.id)),
  );
  const rows = useMemo(
    () => toConstantRows({ replay, profile, overrides }),
    [replay, profile, overrides],
  );
  const groups = useMemo(() => groupConstantRows(filterConstantRows(rows, query)), [rows, query]);
  const errorConstant = constantOfError(error);
  const errorGroup = rows.find((row) => row.name === errorConstant)?.group;
  const comparison = useMemo(
    () => (replay && auto ? compareAcrossHarnesses(replay, auto) : null),
    [replay, auto],
  );
  const overrideCount = Object.keys(overrides).length;
  const replayedOverrides = countReplayedOverrides(replay);

  function toggle(id: ConstantGroupId) {
    setOpenGroups((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  return (
    <section className={styles.panel} aria-labelledby="constants-panel-title" aria-busy={isLoading}>
      <header className={styles.header}>
        <h2 id="constants-panel-title" className={styles.title}>
          Constants
        </h2>
        <span role="status" className={styles.busy} data-busy={isLoading}>
          {isLoading && (
            <>
              <span className="upload-indicator-dot" aria-hidden="true" /> Replaying…
            </>
          )}
        </span>
      </header>
      {error && (
        <p role="alert" className={styles.errorBox}>
          Replay refused: {error}
        </p>
      )}
      <ConstantsPanelProfile
        profile={profile}
        replay={replay}
        comparison={comparison}
        onSelect={(next) => onChange({ profile: next, overrides })}
      />
      <div className={styles.toolbar}>
        <span data-testid="override-count">
          {overrideCount === 0 ? "No overrides" : plural(overrideCount, "override")}
        </span>
        <button
          type="button"
          className="button button-small"
          disabled={overrideCount === 0}
          onClick={() => onChange({ profile, overrides: {} })}
        >
          Reset to profile
        </button>
      </div>
      {replay && (
        <p className={styles.muted} data-testid="replayed-overrides">
          Last replay: {replay.profile} with {plural(replayedOverrides, "override")}
        </p>
      )}
      <input
        type="search"
        className="input"
        aria-label="Filter constants"
        placeholder="Filter constants (name, meaning, seed)"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {groups.length === 0 && <p className={styles.muted}>No constant matches “{query}”.</p>}
      {groups.map(({ group, rows: groupRows, overridden }) => (
        <ConstantsPanelGroup
          key={group.id}
          group={group}
          rows={groupRows}
          overridden={overridden}
          isOpen={query.trim() !== "" || openGroups.has(group.id) || errorGroup === group.id}
          onToggle={() => toggle(group.id)}
          serverError={(name) => (name === errorConstant ? error : null)}
          onCommit={(name, value) =>
            onChange({ profile, overrides: setOverride(overrides, name, value) })
          }
          onReset={(name) => onChange({ profile, overrides: removeOverride(overrides, name) })}
        />
      ))}
      <ConstantsPanelPresets
        profile={profile}
        overrides={overrides}
        onApply={(preset) => onChange({ profile: preset.profile, overrides: preset.overrides })}
      />
    </section>
  );
}
