import { toMatrixCells } from "../../conformance/format-matrix";
import type { MatrixRow } from "../../conformance/matrix-schema";
import { describeSettingEnv } from "./matrix-filter";
import { describeFlags } from "./measured-releases";

/** One row of the page's table: the CLI's cells plus what the details list needs. */
export type MatrixTableRow = ReturnType<typeof toMatrixCells> & {
  id: string;
  /** The bare version ("2.1.22"), for the filter; `version` is the cell ("2.1.22 (cli.js)"). */
  versionId: string;
  /** The setting's model and environment variables in words, for the setting's cell. */
  settingWords: string;
  /** The remote flags it was measured under, in words (measured-releases.ts). */
  flags: string;
  isProblem: boolean;
  notes: string[];
};

/**
 * The matrix as table rows, in the file's order: the same cells the CLI prints, and per row
 * the failures, the engine's disagreements and the request builder's differences in words.
 *
 * @example
 * toMatrixTableRows(matrix.rows)[0]?.status // "agrees"
 */
export function toMatrixTableRows(rows: readonly MatrixRow[]): MatrixTableRow[] {
  return rows.map((row) => {
    const differences = row.engine?.requestDifferences ?? [];
    const open = differences.filter((d) => d.deliberate === undefined);
    const deliberate = differences.filter((d) => d.deliberate !== undefined).map((d) => d.field);
    return {
      ...toMatrixCells(row),
      id: `${row.version}|${row.setting}|${row.flags}|${row.mode ?? "print"}`,
      versionId: row.version,
      settingWords: describeSettingEnv(row),
      flags: describeFlags(row.flags, row.mode),
      isProblem:
        row.failures.length > 0 || (row.engine?.disagreements.length ?? 0) > 0 || open.length > 0,
      notes: [
        ...row.failures.map((f) => `failed: ${f}`),
        ...(row.records && row.records.compactMetadataKeys.length > 2
          ? [`compactMetadata keys: ${row.records.compactMetadataKeys.join(", ")}`]
          : []),
        ...(row.engine?.disagreements ?? []).map((d) => `engine disagrees ${d.message}`),
        ...open.map((d) => `summary request ${d.field}: client ${d.client}, engine ${d.engine}`),
        // The reasons are listed once on the page (deliberate-request-differences.ts).
        ...(deliberate.length > 0
          ? [`summary request differs on purpose in: ${deliberate.join("; ")}`]
          : []),
      ],
    };
  });
}
