import type { MatrixRow, VersionsMatrix } from "../../conformance/matrix-schema";
import { compareVersions } from "../../compaction/config/resolve-profile";

/**
 * The settings whose threshold stands for a version, by preference: a 200K window set through
 * CLAUDE_CODE_AUTO_COMPACT_WINDOW (measured on every version), then the model's name alone.
 */
const WINDOW_SETTING = "200k+window-env";
const PLAIN_SETTING = "200k";

export type MeasuredVersion = {
  /** The anchor on /sources: `measured-2-1-22`. */
  id: string;
  version: string;
  /** The day its newest row was measured (YYYY-MM-DD). */
  measuredOn: string;
  /** "the npm package" or "the native build". */
  build: string;
  /** Every setting measured, in the matrix's order. */
  settings: string[];
  /** What it did with a 200K window: "compacts at 167,000 with a 200K window, counting ...". */
  finding: string;
  /** The profile the engine's `auto` picks for it. */
  profile: string | null;
};

/** The anchor of a measured version: dots are not welcome in ids people type. */
export function measuredVersionId(version: string): string {
  return `measured-${version.replaceAll(".", "-")}`;
}

const BUILDS: Record<MatrixRow["kind"], string> = {
  "cli.js": "the npm package",
  native: "the native build",
  scripted: "a scripted stand-in",
};

function describeThreshold(row: MatrixRow): string {
  if (row.preTokens === null) return "did not compact before the 200K window";
  // The lab's rule ends with the probe's own figure ("(+8 here)"), which says nothing here.
  const rule = row.countingRule.replace(/ \([^)]*here\)$/, "");
  const counting = rule === "unknown" ? "" : `, counting ${rule}`;
  return `compacts at ${row.preTokens.toLocaleString("en-US")} with a 200K window${counting}`;
}

/** The threshold under a 200K window, and what the model's name alone did when it differs. */
function describeFinding(rows: readonly MatrixRow[]): string {
  const windowRow = rows.find((row) => row.setting === WINDOW_SETTING);
  const plain = rows.find((row) => row.setting === PLAIN_SETTING);
  const main = windowRow ?? plain;
  if (!main) return "not measured with a 200K window";
  const finding = describeThreshold(main);
  if (main === plain || !plain || plain.preTokens === main.preTokens) return finding;
  return plain.preTokens === null
    ? `${finding}; by the model's name alone, no compaction before the window (an auto window)`
    : `${finding}; by the model's name alone at ${plain.preTokens.toLocaleString("en-US")}`;
}

function groupByVersion(rows: readonly MatrixRow[]): Map<string, MatrixRow[]> {
  const groups = new Map<string, MatrixRow[]>();
  for (const row of rows) groups.set(row.version, [...(groups.get(row.version) ?? []), row]);
  return groups;
}

/**
 * One entry per measured Claude Code version, oldest first: when, how, under which settings,
 * and what it did on a plain 200K model, for the sources page.
 */
export function toMeasuredVersions(matrix: VersionsMatrix): MeasuredVersion[] {
  // The sources page lists Claude Code's releases; Codex rows have a section on /conformance.
  const byVersion = groupByVersion(matrix.rows.filter((row) => row.harness === "claude-code"));
  return [...byVersion.entries()]
    .sort(([a], [b]) => compareVersions(a, b))
    .map(([version, rows]) => {
      const first = rows.find((row) => row.setting === PLAIN_SETTING) ?? rows[0];
      const newest =
        rows
          .map((row) => row.measuredAt)
          .sort()
          .at(-1) ?? matrix.measuredAt;
      return {
        id: measuredVersionId(version),
        version,
        measuredOn: newest.slice(0, 10),
        build: BUILDS[first?.kind ?? "cli.js"],
        settings: rows.map((row) => row.setting),
        finding: describeFinding(rows),
        profile: first?.engine?.profile ?? null,
      };
    });
}
