import { useId } from "react";
import {
  describeShownRuns,
  type MatrixFilter,
  type SettingOption,
} from "@/lib/view/conformance/matrix-filter";
import styles from "./conformance.module.css";

type MatrixFiltersProps = {
  filter: MatrixFilter;
  onChange(filter: MatrixFilter): void;
  versions: readonly string[];
  settings: readonly SettingOption[];
  shown: number;
  total: number;
};

/** Version, setting (its model and environment variables) and "only problems" for the table. */
export function MatrixFilters({
  filter,
  onChange,
  versions,
  settings,
  shown,
  total,
}: MatrixFiltersProps) {
  const id = useId();
  return (
    <div className={styles.filters} role="group" aria-label="Filter the measured versions">
      <label htmlFor={`${id}-version`}>Version</label>
      <select
        id={`${id}-version`}
        value={filter.version ?? ""}
        onChange={(e) => onChange({ ...filter, version: e.target.value || null })}
        data-testid="filter-version"
      >
        <option value="">every version</option>
        {versions.map((version) => (
          <option key={version} value={version}>
            {version}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-setting`}>Setting</label>
      <select
        id={`${id}-setting`}
        value={filter.setting ?? ""}
        onChange={(e) => onChange({ ...filter, setting: e.target.value || null })}
        data-testid="filter-setting"
      >
        <option value="">every setting</option>
        {settings.map((setting) => (
          <option key={setting.id} value={setting.id}>
            {setting.id}: {setting.words}
          </option>
        ))}
      </select>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={filter.isProblemOnly}
          onChange={(e) => onChange({ ...filter, isProblemOnly: e.target.checked })}
          data-testid="filter-problems"
        />
        Only runs that failed or disagree
      </label>
      <span className="muted" role="status" data-testid="filter-count">
        {describeShownRuns(shown, total)}
      </span>
    </div>
  );
}
