"use client";

import { useEffect, useEffectEvent, useId, useState, type KeyboardEvent } from "react";
import { LinkedText } from "@/components/sources/linked-text";
import type { ConstantRow } from "@/lib/view/session/constants/constant-rows";
import {
  formatConstantValue,
  parseConstantInput,
} from "@/lib/view/session/constants/constant-value";
import { stepConstantText } from "@/lib/view/session/constants/step-constant";
import styles from "./constants-panel.module.css";

/**
 * A typed number is sent when the user pauses this long, so "40000" is not five replays;
 * Enter, leaving the box and the arrow keys send at once.
 */
const NUMBER_PAUSE_MS = 300;

type FieldProps = {
  row: ConstantRow;
  /** The server's 422 message when it names this constant. */
  serverError: string | null;
  onCommit(value: unknown): void;
  onReset(): void;
};

/** Text being edited, tied to the value it started from: a new value from outside drops it. */
type Draft = { from: string; text: string; isAttempted: boolean };

/**
 * One constant: name, meaning, default and source, and its control. Checkboxes and selects
 * commit on change; text commits on Enter, blur or (numbers) a pause; arrow keys step a number
 * and commit it at once; Escape reverts. A value the constant's schema refuses is explained
 * here in a sentence and is not sent.
 */
export function ConstantsPanelField({ row, serverError, onCommit, onReset }: FieldProps) {
  const id = useId();
  const committed = formatConstantValue(row.value, row.input);
  const [draft, setDraft] = useState<Draft | null>(null);
  const active = draft !== null && draft.from === committed ? draft : null;
  const text = active ? active.text : committed;
  const parsed = active ? parseConstantInput(row.name, active.text, row.input) : null;
  const localError = active?.isAttempted && parsed && !parsed.ok ? parsed.reason : null;
  const error = localError ?? serverError;

  function commit() {
    if (!active || !parsed) return;
    if (!parsed.ok) return setDraft({ ...active, isAttempted: true });
    setDraft(null);
    if (formatConstantValue(parsed.value, row.input) !== committed) onCommit(parsed.value);
  }

  /** Arrow keys: the stepped text shows at once (a held key steps from it) and is sent. */
  function step(event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) {
    if (row.input.kind !== "number") return;
    event.preventDefault();
    const next = stepConstantText(
      text,
      row.input,
      event.key === "ArrowUp" ? 1 : -1,
      event.shiftKey,
    );
    if (next === null) return;
    const stepped = parseConstantInput(row.name, next, row.input);
    setDraft({ from: committed, text: next, isAttempted: true });
    if (stepped.ok) onCommit(stepped.value);
  }

  const commitAfterPause = useEffectEvent(commit);
  const pendingText =
    row.input.kind === "number" && active && !active.isAttempted ? active.text : null;
  useEffect(() => {
    if (pendingText === null) return;
    const timer = setTimeout(commitAfterPause, NUMBER_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [pendingText]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const isMultiline = row.input.kind === "json";
    if (event.key === "Escape" && active) {
      event.preventDefault();
      setDraft(null);
    } else if (event.key === "Enter" && (!isMultiline || event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      commit();
    } else if (event.key === "ArrowUp" || event.key === "ArrowDown") {
      step(event);
    }
  }

  const edit = (next: string) => setDraft({ from: committed, text: next, isAttempted: false });
  const describedBy = `${id}-help${error ? ` ${id}-error` : ""}`;
  const common = {
    id,
    "aria-describedby": describedBy,
    "aria-invalid": error ? true : undefined,
    onKeyDown,
    onBlur: commit,
  };

  return (
    <div
      className={styles.field}
      data-overridden={row.isOverridden}
      data-invalid={error !== null}
      data-testid={`constant-${row.name}`}
    >
      <div className={styles.fieldHead}>
        <label htmlFor={id} className={styles.fieldLabel}>
          <span className={styles.constantName} title={row.name}>
            {row.name}
          </span>
          <span className={styles.constantLabel}>{row.label}</span>
        </label>
        {row.isOverridden && (
          <button
            type="button"
            className="button button-ghost button-small button-icon"
            aria-label={`Reset ${row.name} to the profile's value`}
            title="Reset to the profile's value"
            onClick={onReset}
          >
            ×
          </button>
        )}
      </div>
      {row.input.kind === "boolean" ? (
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          aria-describedby={describedBy}
          checked={row.value === true}
          onChange={(event) => onCommit(event.target.checked)}
        />
      ) : row.input.kind === "enum" ? (
        <select
          id={id}
          className="input"
          aria-describedby={describedBy}
          value={committed}
          onChange={(event) => onCommit(event.target.value)}
        >
          {row.input.options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      ) : row.input.kind === "json" ? (
        <textarea
          {...common}
          className={`input ${styles.json}`}
          rows={Math.min(6, text.split("\n").length + 1)}
          spellCheck={false}
          value={text}
          onChange={(event) => edit(event.target.value)}
        />
      ) : (
        <input
          {...common}
          className="input"
          type={row.input.kind === "number" ? "number" : "text"}
          inputMode={row.input.kind === "number" ? "decimal" : undefined}
          min={row.input.kind === "number" ? (row.input.min ?? undefined) : undefined}
          max={row.input.kind === "number" ? (row.input.max ?? undefined) : undefined}
          step={row.input.kind === "number" ? row.input.step : undefined}
          placeholder={row.input.kind === "number" && row.input.isNullable ? "none" : undefined}
          value={text}
          onChange={(event) => edit(event.target.value)}
        />
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <p id={`${id}-help`} className={styles.help}>
        {row.meaning}
        <span className={styles.default} data-source={row.source.kind}>
          <LinkedText pieces={row.defaultCited} />
          {row.input.kind === "json" ? " · JSON; Ctrl+Enter or leaving the box applies it" : ""}
        </span>
      </p>
    </div>
  );
}
