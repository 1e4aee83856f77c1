import type { SweepRow } from "./aggregate-sweep";

/** The figure columns of the CSV, after the `recorded` column and one column per grid axis. */
export const SWEEP_CSV_FIGURES = [
  "sessions",
  "failedSessions",
  "compactions",
  "compactionsAuto",
  "compactionsManual",
  "callsBetweenMedian",
  "callsBetweenP10",
  "tokensSent",
  "cacheRewriteTokens",
  "usd",
  "blockingLimitSessions",
  "aftermathSessions",
  "aftermathCompactions",
  "respentMedian",
  "respentP90",
  "respentTotal",
  "rereadShare",
] as const satisfies readonly (keyof SweepRow)[];

/** RFC 4180: quoted when it holds a comma, quote or line break; quotes doubled. */
function cell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A setting's value as a cell: strings as they are, everything else as JSON (8000, true, null). */
function valueCell(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/**
 * Lines of cells as CSV (RFC 4180, CRLF): strings as they are, null as an empty cell, anything
 * else as JSON (8000, true).
 *
 * @example toCsv(["a", "b"], [[1, null]]) // "a,b\r\n1,\r\n"
 */
export function toCsv(header: readonly string[], lines: readonly (readonly unknown[])[]): string {
  const text = (value: unknown) => (value === null || value === undefined ? "" : valueCell(value));
  return (
    [header, ...lines.map((line) => line.map(text))]
      .map((line) => line.map(cell).join(","))
      .join("\r\n") + "\r\n"
  );
}

/**
 * The rows as CSV: `recorded` (yes for the recorded reality), one column per swept constant,
 * then the figures; empty cells for null. The same rows as the JSON, in the same order.
 *
 * @example toSweepCsv(["maxOutputTokens"], rows) // "recorded,maxOutputTokens,sessions,...\r\n..."
 */
export function toSweepCsv(axes: readonly string[], rows: readonly SweepRow[]): string {
  return toCsv(
    ["recorded", ...axes, ...SWEEP_CSV_FIGURES],
    rows.map((row) => [
      row.setting === null ? "yes" : "",
      ...axes.map((axis) => (row.setting === null ? null : row.setting[axis])),
      ...SWEEP_CSV_FIGURES.map((key) => row[key]),
    ]),
  );
}
