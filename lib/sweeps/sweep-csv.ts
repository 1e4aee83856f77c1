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
 * The rows as CSV: `recorded` (yes for the recorded reality), one column per swept constant,
 * then the figures; empty cells for null. The same rows as the JSON, in the same order.
 *
 * @example toSweepCsv(["maxOutputTokens"], rows) // "recorded,maxOutputTokens,sessions,...\r\n..."
 */
export function toSweepCsv(axes: readonly string[], rows: readonly SweepRow[]): string {
  const header = ["recorded", ...axes, ...SWEEP_CSV_FIGURES];
  const lines = rows.map((row) => [
    row.setting === null ? "yes" : "",
    ...axes.map((axis) => (row.setting === null ? "" : valueCell(row.setting[axis]))),
    ...SWEEP_CSV_FIGURES.map((key) => (row[key] === null ? "" : String(row[key]))),
  ]);
  return [header, ...lines].map((line) => line.map(cell).join(",")).join("\r\n") + "\r\n";
}
