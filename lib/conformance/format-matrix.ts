import { HARNESS_IDS } from "../transcript/harness";
import type { MatrixRow, VersionsMatrix } from "./matrix-schema";

/** The matrix as rows of short cells (the CLI's table and the page's table read the same cells). */
const MATRIX_COLUMNS = [
  "version",
  "setting",
  "threshold",
  "preTokens",
  "counting",
  "summary max_tokens",
  "summary tools",
  "compactMetadata",
  "microcompact",
  "manual /compact",
  "prompt too long",
  "engine",
  "status",
] as const;

/** The keys every version writes, then how many more (the notes list them all). */
const COMMON_METADATA_KEYS = ["preTokens", "trigger"];
function describeKeys(keys: readonly string[]): string {
  const more = keys.filter((k) => !COMMON_METADATA_KEYS.includes(k)).length;
  const common = COMMON_METADATA_KEYS.filter((k) => keys.includes(k)).join(",");
  return more > 0 ? `${common} +${more}` : common;
}

const formatNumber = (n: number | null) => (n === null ? "-" : n.toLocaleString("en-US"));

export function toMatrixCells(row: MatrixRow): Record<(typeof MATRIX_COLUMNS)[number], string> {
  const disagreements = row.engine?.disagreements.length ?? 0;
  return {
    version: `${row.version} (${row.kind})`,
    setting: row.setting,
    threshold:
      row.threshold === null
        ? row.failures.length
          ? "-"
          : "never"
        : `${formatNumber(row.threshold)}${row.warmUp ? " (2nd round)" : ""}`,
    preTokens: formatNumber(row.preTokens),
    counting:
      row.countAdds === null ? "-" : row.countAdds === 0 ? "usage" : `usage+${row.countAdds}`,
    "summary max_tokens": row.summary ? formatNumber(row.summary.maxTokens) : "-",
    "summary tools": row.summary ? String(row.summary.tools.length) : "-",
    compactMetadata: row.records ? describeKeys(row.records.compactMetadataKeys) : "-",
    microcompact: row.microcompact
      ? row.microcompact.clearedAtCalls.length === 0
        ? "none"
        : row.microcompact.calls
            .filter((c) => row.microcompact?.clearedAtCalls.includes(c.atCall))
            .map(
              (c) =>
                `call ${c.atCall}: ${c.cleared}/${c.toolResults} cleared after ${c.reportedBefore}`,
            )
            .join("; ") + (row.microcompact.boundaryRecords > 0 ? ", record" : ", no record")
      : "-",
    "manual /compact": row.manual
      ? `${row.manual.trigger ?? "no boundary"} usage+${row.manual.preTokensMinusUsage ?? "?"}${row.manual.instructionsInPrompt ? ", instructions sent" : ""}`
      : "-",
    "prompt too long": row.promptTooLong
      ? row.promptTooLong.reactiveCompaction
        ? `reactive ${row.promptTooLong.trigger ?? "compaction"}${row.promptTooLong.retried ? ", retried" : ""}`
        : row.promptTooLong.retried
          ? "retried, no summary"
          : "error, no retry"
      : "-",
    engine: row.engine
      ? `${row.engine.profile} ${formatNumber(row.engine.threshold)}${row.engine.loneRoundThreshold === null ? "" : `, lone round ${formatNumber(row.engine.loneRoundThreshold)}`}${row.engine.preTokensOffset === null ? "" : ` (${row.engine.preTokensOffset >= 0 ? "+" : ""}${row.engine.preTokensOffset})`}`
      : "-",
    status:
      row.failures.length > 0
        ? "FAILED"
        : disagreements > 0
          ? `DISAGREES (${disagreements})`
          : row.codex?.engineNotChecked
            ? "not checked"
            : "agrees",
  };
}

/** A plain-text table for the terminal. */
export function formatMatrixTable(matrix: Pick<VersionsMatrix, "rows">): string {
  const cells = matrix.rows.map(toMatrixCells);
  const widths = MATRIX_COLUMNS.map((c) => Math.max(c.length, ...cells.map((r) => r[c].length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i] ?? 0))
      .join(" | ")
      .trimEnd();
  return [
    line([...MATRIX_COLUMNS]),
    line(widths.map((w) => "-".repeat(w))),
    ...cells.map((r) => line(MATRIX_COLUMNS.map((c) => r[c]))),
  ].join("\n");
}

/**
 * Replaces the rows of the measured (harness, version, setting, flags, mode), keeps the others; in
 * harness order (HARNESS_IDS), then version order.
 */
export function mergeMatrix(
  previous: VersionsMatrix | null,
  rows: MatrixRow[],
  measuredAt: string,
): VersionsMatrix {
  const key = (r: MatrixRow) =>
    `${r.harness}|${r.version}|${r.setting}|${r.flags}|${r.mode ?? "print"}`;
  const fresh = new Set(rows.map(key));
  const before = new Map(previous?.rows.map((r) => [key(r), r]) ?? []);
  // A run that left scenario 5 out (--skip-windows, --quick) keeps the row's earlier finding.
  const kept = rows.map((r) =>
    r.modelWindows === null ? { ...r, modelWindows: before.get(key(r))?.modelWindows ?? null } : r,
  );
  const merged = [...(previous?.rows.filter((r) => !fresh.has(key(r))) ?? []), ...kept];
  const order = (v: string) =>
    v
      .split(".")
      .map((n) => n.padStart(6, "0"))
      .join(".");
  merged.sort(
    (a, b) =>
      HARNESS_IDS.indexOf(a.harness) - HARNESS_IDS.indexOf(b.harness) ||
      order(a.version).localeCompare(order(b.version)) ||
      a.setting.localeCompare(b.setting) ||
      a.flags.localeCompare(b.flags) ||
      Number(a.mode === "interactive") - Number(b.mode === "interactive"),
  );
  return { measuredAt, versions: [...new Set(merged.map((r) => r.version))], rows: merged };
}
