"use client";

import { useId } from "react";

type YesNo = "yes" | "no";

type YesNoFilterProps = {
  label: string;
  /** What the filter asks, for the label's tooltip. */
  description?: string;
  value: YesNo | undefined;
  onChange(value: YesNo | undefined): void;
};

/** A filter of the sessions list that is any, yes or no (compacted, replay reproduces). */
export function YesNoFilter({ label, description, value, onChange }: YesNoFilterProps) {
  const id = useId();
  return (
    <div className="field">
      {/* A wrapping <label> would take the options' text into the select's name. */}
      <label className="field-label" htmlFor={id} title={description}>
        {label}
      </label>
      <select
        id={id}
        className="input"
        value={value ?? "any"}
        onChange={(event) => {
          const chosen = event.target.value;
          onChange(chosen === "yes" || chosen === "no" ? chosen : undefined);
        }}
      >
        <option value="any">any</option>
        <option value="yes">yes</option>
        <option value="no">no</option>
      </select>
    </div>
  );
}
