"use client";

import {
  CONSTANT_NAMES,
  describeConstant,
  type ConstantName,
} from "@/lib/compaction/config/replay-config";
import { formatInteger } from "@/lib/view/format/format-number";
import { inputOfConstant, type ConstantInput } from "@/lib/view/session/constants/constant-input";
import { parseGridValues } from "@/lib/view/sweeps/parse-grid-values";
import styles from "./sweeps.module.css";

export type GridAxis = { constant: ConstantName; text: string };

/** Constants a grid can sweep from text: numbers, booleans and choices. */
const SWEEPABLE = CONSTANT_NAMES.filter((name) => {
  const kind = inputOfConstant(name).kind;
  return kind === "number" || kind === "boolean" || kind === "enum";
});

function describeBounds(input: ConstantInput): string {
  if (input.kind === "number") {
    const bounds = `${formatInteger(input.min)} to ${formatInteger(input.max)}`;
    return `${bounds}${input.isNullable ? ", or null" : ""}; a list (20K, 32K) or a range (8K..40K step 4K)`;
  }
  if (input.kind === "boolean") return "true, false";
  if (input.kind === "enum") return input.options.join(", ");
  return "";
}

type GridBuilderProps = { axes: GridAxis[]; onChange(axes: GridAxis[]): void };

/** The grid: one row per swept constant, its values as a list or a range, bounds beside it. */
export function GridBuilder({ axes, onChange }: GridBuilderProps) {
  const unused = SWEEPABLE.filter((name) => !axes.some((a) => a.constant === name));
  const update = (i: number, axis: GridAxis) => onChange(axes.map((a, k) => (k === i ? axis : a)));

  return (
    <div className={styles.box}>
      <h2>Grid</h2>
      {axes.length === 0 && (
        <p className="muted">No constant swept: one setting, the profile itself.</p>
      )}
      {axes.map((axis, i) => {
        const input = inputOfConstant(axis.constant);
        const parsed = parseGridValues(axis.text, input);
        return (
          <div key={axis.constant} className={styles.axis}>
            <label className="field">
              <span className="field-label">Constant {i + 1}</span>
              <select
                className="input"
                value={axis.constant}
                title={describeConstant(axis.constant)}
                onChange={(e) => update(i, { constant: e.target.value as ConstantName, text: "" })}
              >
                {[axis.constant, ...unused].map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span className="field-label">Values of {axis.constant}</span>
              <input
                className="input"
                value={axis.text}
                aria-invalid={!parsed.ok || undefined}
                onChange={(e) => update(i, { ...axis, text: e.target.value })}
              />
              <span className={parsed.ok || axis.text === "" ? styles.hint : "form-error"}>
                {parsed.ok
                  ? `${parsed.values.length} value${parsed.values.length === 1 ? "" : "s"}: ${parsed.values.map(String).join(", ")}`
                  : axis.text === ""
                    ? describeBounds(input)
                    : parsed.reason}
              </span>
            </label>
            <button
              type="button"
              className="button button-small button-ghost"
              aria-label={`Remove ${axis.constant}`}
              onClick={() => onChange(axes.filter((_, k) => k !== i))}
            >
              Remove
            </button>
          </div>
        );
      })}
      <div className="button-row">
        <button
          type="button"
          className="button button-small"
          disabled={unused.length === 0}
          onClick={() => onChange([...axes, { constant: unused[0]!, text: "" }])}
        >
          Add a constant
        </button>
      </div>
    </div>
  );
}
