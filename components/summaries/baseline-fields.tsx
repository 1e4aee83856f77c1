"use client";

import { SelectField } from "@/components/ui/select-field";
import { MAX_KEPT_USER_MESSAGES, type Baseline } from "@/lib/contracts/summary-baseline";
import { BASELINE_OPTIONS, toBaseline } from "@/lib/view/summaries/baseline-options";
import styles from "./summaries.module.css";

/** Which baseline, N for the one that keeps user messages, and what the picked one writes. */
export function BaselineFields({
  baseline,
  onChange,
}: {
  baseline: Baseline;
  onChange(baseline: Baseline): void;
}) {
  const n = baseline.kind === "last-user-messages" ? baseline.n : null;
  const picked = BASELINE_OPTIONS.find((option) => option.kind === baseline.kind);
  return (
    <>
      <SelectField
        label="Baseline"
        value={baseline.kind}
        onChange={(kind) => onChange(toBaseline(kind as Baseline["kind"], String(n ?? "")))}
      >
        {BASELINE_OPTIONS.map((option) => (
          <option key={option.kind} value={option.kind}>
            {option.label}
          </option>
        ))}
      </SelectField>
      {n !== null && (
        <label className="field">
          <span className="field-label">N</span>
          <input
            className="input"
            type="number"
            min={1}
            max={MAX_KEPT_USER_MESSAGES}
            value={n}
            onChange={(event) => onChange(toBaseline(baseline.kind, event.target.value))}
          />
        </label>
      )}
      {picked && <p className={`muted ${styles.hint}`}>{picked.definition}</p>}
    </>
  );
}
