import type { MatrixRow, VersionsMatrix } from "../../conformance/matrix-schema";
import { compareVersions } from "../../compaction/config/resolve-profile";

/** The setting whose threshold stands for a version: a 200K model, no environment. */
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
  /** What it did on a 200K model: "compacts at 167,000 (usage + estimate ...)". */
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

function describeFinding(row: MatrixRow | undefined): string {
  if (!row) return "not measured on a 200K model without settings";
  if (row.preTokens === null) return "did not compact a 200K-model session before the window";
  // The lab's rule ends with the probe's own figure ("(+8 here)"), which says nothing here.
  const rule = row.countingRule.replace(/ \([^)]*here\)$/, "");
  const counting = rule === "unknown" ? "" : `, counting ${rule}`;
  return `compacts at ${row.preTokens.toLocaleString("en-US")} on a 200K model${counting}`;
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
  const byVersion = groupByVersion(matrix.rows);
  return [...byVersion.entries()]
    .sort(([a], [b]) => compareVersions(a, b))
    .map(([version, rows]) => {
      const plain = rows.find((row) => row.setting === PLAIN_SETTING);
      const newest =
        rows
          .map((row) => row.measuredAt)
          .sort()
          .at(-1) ?? matrix.measuredAt;
      return {
        id: measuredVersionId(version),
        version,
        measuredOn: newest.slice(0, 10),
        build: BUILDS[(plain ?? rows[0])?.kind ?? "cli.js"],
        settings: rows.map((row) => row.setting),
        finding: describeFinding(plain),
        profile: (plain ?? rows[0])?.engine?.profile ?? null,
      };
    });
}
