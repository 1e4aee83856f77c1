import { compareVersions } from "../../transcript/compare-versions";
import type { HarnessId } from "../../transcript/harness";
import type { MatrixRow, VersionsMatrix } from "../../conformance/matrix-schema";

/**
 * The matrix narrowed to one harness: its rows and the versions they measured, in the file's
 * order. Each harness's section of /conformance reads its own (a Codex 0.169.0 is no Claude
 * Code release, and its rows have none of Claude Code's scenarios).
 */
export function harnessMatrix(
  matrix: Pick<VersionsMatrix, "versions" | "rows" | "measuredAt">,
  harness: HarnessId,
): { versions: string[]; rows: MatrixRow[]; measuredAt: string } {
  const rows = matrix.rows.filter((row) => row.harness === harness);
  const measured = new Set(rows.map((row) => row.version));
  const newest = rows
    .map((row) => row.measuredAt)
    .sort()
    .at(-1);
  return {
    versions: matrix.versions.filter((v) => measured.has(v)),
    rows,
    measuredAt: newest ?? matrix.measuredAt,
  };
}

/** A figure of a run's table, or "-" when the run has none. */
export const formatRunNumber = (n: number | null | undefined) =>
  n === null || n === undefined ? "-" : n.toLocaleString("en-US");

/** A run's verdict in a harness's table: its failure, the engine's disagreements, or agreement. */
export function describeRunStatus(row: MatrixRow, { notChecked = false } = {}): string {
  if (row.failures.length > 0) return "FAILED";
  const disagreements = row.engine?.disagreements.length ?? 0;
  if (disagreements > 0) return `DISAGREES (${disagreements})`;
  return row.engine && !notChecked ? "agrees" : "not checked";
}

/** The engine's threshold a run was checked against, in a harness's table. */
export function describeRunEngine(row: MatrixRow): string {
  return row.engine ? `${row.engine.profile} ${formatRunNumber(row.engine.threshold)}` : "-";
}

/** Whether a run failed or the engine disagreed with it, and the notes that say so. */
export function runProblems(row: MatrixRow): { isProblem: boolean; notes: string[] } {
  const disagreements = row.engine?.disagreements ?? [];
  return {
    isProblem: row.failures.length > 0 || disagreements.length > 0,
    notes: [
      ...row.failures.map((f) => `failed: ${f}`),
      ...disagreements.map((d) => `engine disagrees ${d.message}`),
    ],
  };
}

/** A harness's rows newest version first, rows of one version in the file's order. */
export function newestVersionFirst(rows: readonly MatrixRow[]): MatrixRow[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => compareVersions(b.row.version, a.row.version) || a.index - b.index)
    .map(({ row }) => row);
}
