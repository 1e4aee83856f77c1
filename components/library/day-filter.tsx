"use client";

type DayFilterProps = {
  label: string;
  /** What the bound means, for the label's tooltip. */
  description: string;
  /** A UTC day, YYYY-MM-DD, from the URL. */
  value: string | undefined;
  onChange(value: string | undefined): void;
};

/** One end of the sessions list's activity range: a date picker that commits on change. */
export function DayFilter({ label, description, value, onChange }: DayFilterProps) {
  return (
    <label className="field field-date" title={description}>
      <span className="field-label">{label}</span>
      <input
        type="date"
        className="input"
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value)}
      />
    </label>
  );
}
