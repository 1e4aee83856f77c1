"use client";

import { useId, useState, type FormEvent } from "react";
import type { Overrides, ProfileChoice } from "@/lib/view/session/inspector-url";
import type { Preset } from "@/lib/view/session/constants/presets";
import styles from "./constants-panel.module.css";
import { usePresets } from "./use-presets";

type PresetsProps = {
  profile: ProfileChoice;
  overrides: Overrides;
  onApply(preset: Preset): void;
};

function describePreset(preset: Preset): string {
  const count = Object.keys(preset.overrides).length;
  return `${preset.profile} · ${count} override${count === 1 ? "" : "s"}`;
}

/** Save the view's profile and overrides by name; apply, rename or delete a saved one. */
export function ConstantsPanelPresets({ profile, overrides, onApply }: PresetsProps) {
  const { presets, notes, isAvailable, message, setMessage, save, remove, rename } = usePresets();
  const [name, setName] = useState("");
  /** The preset being renamed and the name typed so far. */
  const [renaming, setRenaming] = useState<{ from: string; to: string } | null>(null);
  const nameId = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save({ name, profile, overrides })) setName("");
  }

  return (
    <section className={styles.presets} aria-labelledby={`${nameId}-title`}>
      <h3 id={`${nameId}-title`} className={styles.sectionTitle}>
        Presets
      </h3>
      {isAvailable ? (
        <form className={styles.presetForm} onSubmit={onSubmit}>
          <label htmlFor={nameId} className="visually-hidden">
            Preset name
          </label>
          <input
            id={nameId}
            className="input"
            value={name}
            maxLength={80}
            placeholder="Name this profile and overrides"
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="button button-small">
            Save preset
          </button>
        </form>
      ) : (
        <p className={styles.error}>
          This browser does not let the page store presets (private mode or a site setting).
        </p>
      )}
      {message && (
        <p
          role={message.isError ? "alert" : "status"}
          className={message.isError ? styles.error : styles.muted}
        >
          {message.text}{" "}
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => setMessage(null)}
          >
            Dismiss
          </button>
        </p>
      )}
      {notes.map((note) => (
        <p key={note} className={styles.muted}>
          {note}
        </p>
      ))}
      {presets.length === 0 ? (
        isAvailable && <p className={styles.muted}>No presets saved in this browser yet.</p>
      ) : (
        <ul className={styles.presetList} aria-label="Saved presets">
          {presets.map((preset) => (
            <li key={preset.name} className={styles.preset}>
              {renaming?.from === preset.name ? (
                <form
                  className={styles.presetForm}
                  onSubmit={(event) => {
                    event.preventDefault();
                    if (rename(renaming.from, renaming.to)) setRenaming(null);
                  }}
                >
                  <input
                    className="input"
                    aria-label={`New name for preset ${preset.name}`}
                    value={renaming.to}
                    maxLength={80}
                    autoFocus
                    onChange={(event) => setRenaming({ ...renaming, to: event.target.value })}
                    onKeyDown={(event) => {
                      if (event.key === "Escape") setRenaming(null);
                    }}
                  />
                  <button type="submit" className="button button-small">
                    Rename
                  </button>
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    onClick={() => setRenaming(null)}
                  >
                    Cancel
                  </button>
                </form>
              ) : (
                <span className={styles.presetName} title={preset.name}>
                  {preset.name}
                </span>
              )}
              <span className={styles.muted}>{describePreset(preset)}</span>
              <span className={styles.presetActions}>
                <button
                  type="button"
                  className="button button-small"
                  aria-label={`Apply preset ${preset.name}`}
                  onClick={() => {
                    onApply(preset);
                    setMessage({ isError: false, text: `Applied preset "${preset.name}".` });
                  }}
                >
                  Apply
                </button>
                <button
                  type="button"
                  className="button button-small"
                  aria-label={`Rename preset ${preset.name}`}
                  onClick={() => setRenaming({ from: preset.name, to: preset.name })}
                >
                  Rename
                </button>
                <button
                  type="button"
                  className="button button-small button-danger"
                  aria-label={`Delete preset ${preset.name}`}
                  onClick={() => remove(preset.name)}
                >
                  Delete
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
