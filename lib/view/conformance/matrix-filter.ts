import type { MatrixRow } from "../../conformance/matrix-schema";

/** What the versions table is narrowed to; null: every version, every setting. */
export type MatrixFilter = {
  version: string | null;
  setting: string | null;
  isProblemOnly: boolean;
};

export const NO_MATRIX_FILTER: MatrixFilter = {
  version: null,
  setting: null,
  isProblemOnly: false,
};

/** A setting as the user sets it: its model and the environment variables, in words. */
export type SettingOption = { id: string; words: string };

/**
 * The environment of a setting as it is typed in a shell, after its model:
 * "claude-sonnet-4-5-20250929, CLAUDE_CODE_AUTO_COMPACT_WINDOW=200000, DISABLE_AUTO_COMPACT=1".
 */
export function describeSettingEnv(row: Pick<MatrixRow, "model" | "env">): string {
  const env = Object.entries(row.env).map(([name, value]) => `${name}=${value}`);
  return [row.model, ...(env.length === 0 ? ["no environment variables"] : env)].join(", ");
}

/** The settings of the matrix, each once, in first-seen order, with their words. */
export function toSettingOptions(rows: readonly MatrixRow[]): SettingOption[] {
  const seen = new Map<string, SettingOption>();
  for (const row of rows)
    if (!seen.has(row.setting))
      seen.set(row.setting, { id: row.setting, words: describeSettingEnv(row) });
  return [...seen.values()];
}

/**
 * The rows a filter keeps: one version, one setting, or only the rows that fail or disagree
 * (`isProblem` as the table computes it). An unknown version or setting keeps nothing.
 */
export function filterMatrixRows<
  T extends { versionId: string; setting: string; isProblem: boolean },
>(rows: readonly T[], filter: MatrixFilter): T[] {
  return rows.filter(
    (row) =>
      (filter.version === null || row.versionId === filter.version) &&
      (filter.setting === null || row.setting === filter.setting) &&
      (!filter.isProblemOnly || row.isProblem),
  );
}

/** The filter a page address asks for (`?version=2.1.22&setting=200k&problems=1`). */
export function parseMatrixFilter(params: URLSearchParams): MatrixFilter {
  const text = (name: string) => {
    const value = params.get(name)?.trim() ?? "";
    return value === "" ? null : value;
  };
  return {
    version: text("version"),
    setting: text("setting"),
    isProblemOnly: params.get("problems") === "1",
  };
}

/** The query of a filter; the parts left at "every" are left out. */
export function formatMatrixFilter(filter: MatrixFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.version !== null) params.set("version", filter.version);
  if (filter.setting !== null) params.set("setting", filter.setting);
  if (filter.isProblemOnly) params.set("problems", "1");
  return params;
}

/** How many runs the table shows: "All 116 runs", "8 of 116 runs". */
export function describeShownRuns(shown: number, total: number): string {
  return shown === total ? `All ${total} runs` : `${shown} of ${total} runs`;
}
