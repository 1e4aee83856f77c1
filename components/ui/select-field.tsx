"use client";

import { useId, type ReactNode } from "react";

type SelectFieldProps = {
  label: string;
  value: string | number;
  onChange(value: string): void;
  children: ReactNode;
  disabled?: boolean;
  /** Label beside the select rather than above it. */
  isInline?: boolean;
};

/**
 * A labelled select. The label points at the select (`htmlFor`) instead of wrapping it, so the
 * select's accessible name is the label alone, not the label plus the chosen option's text.
 */
export function SelectField({
  label,
  value,
  onChange,
  children,
  disabled,
  isInline,
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={isInline ? "field field-inline" : "field"}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="input"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </div>
  );
}
