import type { SweepRow } from "@/lib/sweeps/aggregate-sweep";
import { toCsv } from "@/lib/sweeps/sweep-csv";
import type { SweepSetting } from "@/lib/sweeps/sweep-grid";
import { formatInteger, formatPercent } from "@/lib/view/format/format-number";
import { describeSetting } from "./session-breakdown";

/** A row's exposure as the table writes it: figures, or why there are none. */
export type ExposureCells = { median: string; p90: string; total: string; rereadShare: string };

/** Why a row has no exposure figure, in words; null when it has one. */
function missingWords(row: SweepRow): string | null {
  if (row.sessions === 0) return "—";
  if (row.aftermathSessions === 0) return "not measured";
  if (row.aftermathCompactions === 0) return "no compaction";
  return null;
}

/**
 * The exposure cells of a sweep row: tokens re-spent per compaction (median, p90) and in total
 * as exact integers, the re-read share as a percent; "no compaction" where no session of the
 * setting compacted (not 0), "not measured" for rows stored before the sweep measured it.
 *
 * @example exposureCells(row) // { median: "1,200", p90: "8,400", total: "31,000", rereadShare: "40%" }
 */
export function exposureCells(row: SweepRow): ExposureCells {
  const missing = missingWords(row);
  if (missing !== null)
    return { median: missing, p90: missing, total: missing, rereadShare: missing };
  return {
    median: formatInteger(row.respentMedian),
    p90: formatInteger(row.respentP90),
    total: formatInteger(row.respentTotal),
    rereadShare: formatPercent(row.rereadShare),
  };
}

/** One line of the aftermath export: a setting (null: the recorded reality) and its exposure. */
export type SweepAftermathRow = {
  setting: SweepSetting | null;
  sessions: number;
  compactions: number;
  respentMedian: number | null;
  respentP90: number | null;
  respentTotal: number | null;
  rereadShare: number | null;
};

/** Least re-spent first: no compaction (nothing exposed), then by total, then by median. */
function byRespent(a: SweepAftermathRow, b: SweepAftermathRow): number {
  const total = (a.respentTotal ?? -1) - (b.respentTotal ?? -1);
  return total !== 0 ? total : (a.respentMedian ?? -1) - (b.respentMedian ?? -1);
}

/**
 * The aftermath table of a sweep, the setting that re-spent least first: a setting whose
 * sessions made no compaction leads (nothing was exposed), then by tokens re-spent in total and
 * per compaction. Rows with no session measured are left out. Stable for ties (grid order).
 *
 * @example toSweepAftermathRows(rows)[0]?.setting // { autocompactBufferTokens: 13_000 }
 */
export function toSweepAftermathRows(rows: readonly SweepRow[]): SweepAftermathRow[] {
  return rows
    .filter((row) => row.aftermathSessions > 0)
    .map((row) => ({
      setting: row.setting,
      sessions: row.aftermathSessions,
      compactions: row.aftermathCompactions,
      respentMedian: row.respentMedian,
      respentP90: row.respentP90,
      respentTotal: row.respentTotal,
      rereadShare: row.rereadShare,
    }))
    .sort(byRespent);
}

const FIGURES = [
  "sessions",
  "compactions",
  "respentMedian",
  "respentP90",
  "respentTotal",
  "rereadShare",
] as const satisfies readonly (keyof SweepAftermathRow)[];

/**
 * The aftermath table as CSV, in its order: `recorded`, one column per swept constant, then
 * the figures; an empty cell where a setting made no compaction.
 *
 * @example toSweepAftermathCsv(["maxOutputTokens"], rows) // "recorded,maxOutputTokens,sessions,..."
 */
export function toSweepAftermathCsv(
  axes: readonly string[],
  rows: readonly SweepAftermathRow[],
): string {
  return toCsv(
    ["recorded", ...axes, ...FIGURES],
    rows.map((row) => [
      row.setting === null ? "yes" : "",
      ...axes.map((axis) => (row.setting === null ? null : row.setting[axis])),
      ...FIGURES.map((key) => row[key]),
    ]),
  );
}

/**
 * The sweep view's aftermath line: the setting that re-spent least per compaction against the
 * recorded reality, or why there is none.
 *
 * @example sweepAftermathLine(rows)
 * // "Least re-spent after its compactions: autocompactBufferTokens = 40,000, median 1,200 tokens ..."
 */
export function sweepAftermathLine(rows: readonly SweepRow[]): string {
  const table = toSweepAftermathRows(rows);
  const settings = table.filter((row) => row.setting !== null);
  if (settings.length === 0) return "No setting's aftermath exposure was measured.";
  const best = settings[0]!;
  const recorded = table.find((row) => row.setting === null);
  const of = (row: SweepAftermathRow) =>
    row.compactions === 0
      ? "no compaction"
      : `median ${formatInteger(row.respentMedian)} tokens re-spent per compaction (p90 ${formatInteger(row.respentP90)}), ${formatInteger(row.respentTotal)} in all over ${formatInteger(row.compactions)} compaction${row.compactions === 1 ? "" : "s"}`;
  const against = recorded === undefined ? "" : `; recorded: ${of(recorded)}`;
  return `Least re-spent after its compactions: ${describeSetting(best.setting ?? {})}, ${of(best)}${against}.`;
}
