import type { MatrixRow } from "../../conformance/matrix-schema";

/** One model's default window under each measured version ("" where that version was not asked). */
export type ModelWindowGridRow = {
  model: string;
  cells: { version: string; window: string; engineDisagrees: boolean }[];
};

/**
 * Scenario 5's findings as a grid: a row per model name, a column per version that measured
 * default windows, in the matrix's order.
 *
 * @example
 * toModelWindowGrid(matrix.rows).versions // ["2.1.112", "2.1.330"]
 */
export function toModelWindowGrid(rows: readonly MatrixRow[]): {
  versions: string[];
  rows: ModelWindowGridRow[];
} {
  const measured = rows.filter((row) => row.modelWindows !== null && row.modelWindows.length > 0);
  const versions = measured.map((row) => row.version);
  const models = [
    ...new Set(measured.flatMap((row) => row.modelWindows?.map((m) => m.model) ?? [])),
  ];
  return {
    versions,
    rows: models.map((model) => ({
      model,
      cells: measured.map((row) => {
        const found = row.modelWindows?.find((m) => m.model === model);
        return {
          version: row.version,
          window:
            found === undefined
              ? ""
              : (found.window ??
                (found.sentAs ? `runs ${found.sentAs.replace(/^claude-/, "")}` : "failed")),
          engineDisagrees: (found?.disagreements.length ?? 0) > 0,
        };
      }),
    })),
  };
}
