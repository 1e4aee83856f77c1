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
