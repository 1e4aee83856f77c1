import { compareVersions } from "../../transcript/compare-versions";
import { NO_REMOTE_FLAGS, type MatrixRow } from "../../conformance/matrix-schema";

/** One measured release: when, under which settings and which remote flags. */
export type MeasuredRelease = {
  version: string;
  kind: MatrixRow["kind"];
  /** Days the release's rows were measured on (YYYY-MM-DD), oldest first. */
  measuredOn: string[];
  settings: string[];
  /** The settings in words: "every setting (8)" when it has all the matrix measures. */
  settingsWords: string;
  flags: string[];
};

/**
 * How a row's flags read in a list: the traffic-off default in two words, and the mode when the
 * interactive client was driven (print mode, every other row, goes unsaid).
 *
 * @example
 * describeFlags(NO_REMOTE_FLAGS) // "traffic off"
 * describeFlags("amber-redwood3", "interactive") // "amber-redwood3, interactive client"
 */
export function describeFlags(flags: string, mode?: MatrixRow["mode"]): string {
  const words = flags === NO_REMOTE_FLAGS ? "traffic off" : flags;
  return mode === "interactive" ? `${words}, interactive client` : words;
}

/** The interactive client reads settings print mode ignores: its rows are shown beside the others. */
export const isInteractive = (row: Pick<MatrixRow, "mode">) => row.mode === "interactive";

const day = (iso: string) => iso.slice(0, 10);
const unique = (values: string[]) => [...new Set(values)];

/**
 * The releases the matrix holds, newest first, and one sentence of totals: how many releases
 * and runs, over which days, and how many runs were under a remote flag set.
 *
 * @example
 * toMeasuredReleases(matrix.rows).sentence
 * // "34 releases measured in 120 runs between 2026-11-23 and 2026-11-27; 114 with non-essential traffic off, 6 under remote flag sets."
 */
export function toMeasuredReleases(rows: readonly MatrixRow[]): {
  releases: MeasuredRelease[];
  sentence: string;
} {
  const allSettings = unique(rows.map((r) => r.setting));
  const describeSettings = (settings: string[]) =>
    settings.length === allSettings.length && settings.length > 1
      ? `every setting (${settings.length})`
      : settings.join(", ");
  const byVersion = new Map<string, MatrixRow[]>();
  for (const row of rows) byVersion.set(row.version, [...(byVersion.get(row.version) ?? []), row]);
  const releases = [...byVersion.entries()]
    .sort(([a], [b]) => compareVersions(b, a))
    .map(([version, own]) => ({
      version,
      kind: own[0]?.kind ?? "native",
      measuredOn: unique(own.map((r) => day(r.measuredAt))).sort(),
      settings: unique(own.map((r) => r.setting)),
      settingsWords: describeSettings(unique(own.map((r) => r.setting))),
      flags: unique(own.map((r) => describeFlags(r.flags, r.mode))),
    }));
  if (rows.length === 0) return { releases, sentence: "No release measured yet." };
  const days = unique(rows.map((r) => day(r.measuredAt))).sort();
  const flagged = rows.filter((r) => r.flags !== NO_REMOTE_FLAGS).length;
  const interactive = rows.filter(isInteractive).length;
  const span = days.length === 1 ? `on ${days[0]}` : `between ${days[0]} and ${days.at(-1)}`;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return {
    releases,
    sentence: `${plural(releases.length, "release")} measured in ${plural(rows.length, "run")} ${span}; ${rows.length - flagged} with non-essential traffic off, ${flagged} under remote flag sets${interactive > 0 ? `; ${interactive} in the interactive client, the others in print mode` : ""}.`,
  };
}

/**
 * The rows measured in print mode with non-essential traffic off and their versions in the
 * matrix's order: the client's own behaviour, which the change timeline and the default windows
 * show (a row under a flag set or in the interactive client is shown beside them, never as a
 * change point).
 */
export function trafficOffMatrix(matrix: {
  versions: readonly string[];
  rows: readonly MatrixRow[];
}) {
  const rows = matrix.rows.filter((row) => row.flags === NO_REMOTE_FLAGS && !isInteractive(row));
  const measured = new Set(rows.map((row) => row.version));
  return { versions: matrix.versions.filter((v) => measured.has(v)), rows };
}
