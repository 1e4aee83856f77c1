"use client";

import { useId } from "react";
import type { HarnessId } from "@/lib/transcript/harness";
import { HARNESS_FILTER_OPTIONS } from "@/lib/view/library/harness-badge";

type HarnessFilterProps = {
  value: HarnessId | undefined;
  onChange(value: HarnessId | undefined): void;
};

/** The sessions list's filter by the agent that wrote each file: any, or one of the harnesses. */
export function HarnessFilter({ value, onChange }: HarnessFilterProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id} title="The coding agent that wrote the file">
        Agent
      </label>
      <select
        id={id}
        className="input"
        value={value ?? "any"}
        onChange={(event) => {
          const chosen = HARNESS_FILTER_OPTIONS.find(
            (option) => option.value === event.target.value,
          );
          onChange(chosen?.value);
        }}
      >
        <option value="any">any</option>
        {HARNESS_FILTER_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
