import { toMatrixCells } from "../../conformance/format-matrix";
import type { MatrixRow } from "../../conformance/matrix-schema";
import { describeSettingEnv } from "./matrix-filter";

const MISSING = "-";

/**
 * The behaviours a change point is read from, each as a short value ("-": not measured). Only
 * behaviour: whether the threshold needed a warm-up round, or a microcompaction's exact token
 * count, is the measurement's noise, not a change of Claude Code.
 */
const WATCHED: { name: string; read(row: MatrixRow): string }[] = [
  {
    name: "threshold",
    read: (row) => (row.threshold === null ? "never" : row.threshold.toLocaleString("en-US")),
  },
  { name: "counting", read: (row) => toMatrixCells(row).counting },
  {
    name: "summary max_tokens",
    read: (row) => row.summary?.maxTokens.toLocaleString("en-US") ?? MISSING,
  },
  {
    name: "summary tools",
    read: (row) => (row.summary ? String(row.summary.tools.length) : MISSING),
  },
  {
    name: "microcompact",
    read: (row) =>
      row.microcompact === null
        ? MISSING
        : row.microcompact.clearedAtCalls.length === 0
          ? "none"
          : `clears at call ${row.microcompact.clearedAtCalls.join(", ")}`,
  },
  { name: "prompt too long", read: (row) => toMatrixCells(row)["prompt too long"] },
];

/** One behaviour that changed: "threshold 155,000 → 134,400". */
export type Change = { name: string; from: string; to: string };

/** Where a setting's behaviour changed: at `version`, measured last before at `since`. */
export type ChangePoint = {
  version: string;
  /** Position of `version` on the axis (index into the timeline's versions). */
  at: number;
  since: string;
  changes: Change[];
  /** "2.0.20 (since 2.0.19): threshold 155,000 → 134,400" */
  sentence: string;
};

export type TimelineLane = {
  setting: string;
  words: string;
  /** The versions measured under this setting, as axis positions (a dot each). */
  measuredAt: number[];
  points: ChangePoint[];
};

export type ChangeTimeline = { versions: string[]; lanes: TimelineLane[] };

/**
 * Where each setting's measured behaviour changed from one measured version to the next:
 * versions in the matrix's order on one axis, one lane per setting, a point wherever the
 * threshold, the counting, the summary request's max_tokens or tools, where microcompaction
 * clears or the answer to a too-long prompt differs from the previous measured version. A
 * failed run is no measurement, and a behaviour not measured on either side is not compared.
 * The change happened after `since` and by `version`.
 *
 * @example
 * toChangeTimeline(matrix.versions, matrix.rows).lanes[0]?.points[0]?.sentence
 * // "2.0.77 (since 2.0.8): threshold 155,000 → 955,000"
 */
export function toChangeTimeline(
  versions: readonly string[],
  rows: readonly MatrixRow[],
): ChangeTimeline {
  const position = new Map(versions.map((version, index) => [version, index]));
  const settings = [...new Set(rows.map((row) => row.setting))];
  const lanes = settings.map((setting): TimelineLane => {
    const measured = rows
      .filter((row) => row.setting === setting && row.failures.length === 0)
      .filter((row) => position.has(row.version))
      .sort((a, b) => (position.get(a.version) ?? 0) - (position.get(b.version) ?? 0));
    const points: ChangePoint[] = [];
    for (let i = 1; i < measured.length; i++) {
      const previous = measured[i - 1]!;
      const row = measured[i]!;
      const changes = WATCHED.flatMap(({ name, read }): Change[] => {
        const from = read(previous);
        const to = read(row);
        return from !== to && from !== MISSING && to !== MISSING ? [{ name, from, to }] : [];
      });
      if (changes.length === 0) continue;
      const since = previous.version;
      points.push({
        version: row.version,
        at: position.get(row.version) ?? 0,
        since,
        changes,
        sentence: `${row.version} (since ${since}): ${changes.map((c) => `${c.name} ${c.from} → ${c.to}`).join("; ")}`,
      });
    }
    const first = rows.find((row) => row.setting === setting);
    return {
      setting,
      words: first ? describeSettingEnv(first) : setting,
      measuredAt: measured.map((row) => position.get(row.version) ?? 0),
      points,
    };
  });
  return { versions: [...versions], lanes };
}
