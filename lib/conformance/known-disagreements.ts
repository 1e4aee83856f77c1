import type { Disagreement, DisagreementKind } from "./matrix-schema";

export type { DisagreementKind } from "./matrix-schema";

/**
 * Where the engine is known to disagree with a released Claude Code version, measured by this
 * lab and not yet fixed in the profiles. A conformance run fails on any OTHER
 * disagreement, and on an entry below that no longer happens (the engine was fixed: delete the
 * entry), so this list only shrinks by review. Matched by version, setting and kind (written as
 * data by check-engine.ts and measure-version.ts), since the messages carry measured numbers.
 */
export type KnownDisagreement = {
  version: string;
  setting: string;
  kind: DisagreementKind;
  /** What the client does that the engine does not, as measured. */
  why: string;
};

/**
 * From 2.1.269 (2.1.268 still at 167,000) the client compacts at a count 10,000 above the
 * engine's threshold under a window variable, and PCT 80 does not lower it: measured on the
 * rows below, with the engine's rules left to the profiles' owner.
 */
const LATE_THRESHOLD_SINCE_2_1_269 =
  "from 2.1.269 the client compacts 10,000 above the engine's threshold under CLAUDE_CODE_AUTO_COMPACT_WINDOW (177,000 at 200K, 187,000 with a 10,000 output limit, 977,000 at 1M), and at 177,000 under CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80 where the engine says 144,000";
const LATE_THRESHOLD_ROWS: Record<string, readonly string[]> = {
  "200k+window-env": ["2.1.269", "2.1.285", "2.1.330", "2.1.332"],
  "200k+pct-80": ["2.1.330", "2.1.332"],
  "200k+max-output-10k": ["2.1.330", "2.1.332"],
  "1m+window-env": ["2.1.330", "2.1.332"],
  "opus-4-6+window-env": ["2.1.330", "2.1.332"],
};

const KNOWN_DISAGREEMENTS: readonly KnownDisagreement[] = Object.entries(
  LATE_THRESHOLD_ROWS,
).flatMap(([setting, versions]) =>
  versions.map((version) => ({
    version,
    setting,
    kind: "threshold" as const,
    why: LATE_THRESHOLD_SINCE_2_1_269,
  })),
);

export type Measured = {
  version: string;
  setting: string;
  disagreements: readonly Disagreement[];
};

/**
 * Splits a run's disagreements into known ones (listed above) and unexpected ones, and names
 * the known entries that did not happen in a run that measured their version and setting.
 */
export function triageDisagreements(
  rows: readonly Measured[],
  known: readonly KnownDisagreement[] = KNOWN_DISAGREEMENTS,
) {
  const isKnown = (row: Measured, kind: DisagreementKind) =>
    known.some((k) => k.version === row.version && k.setting === row.setting && k.kind === kind);
  const expected: string[] = [];
  const unexpected: string[] = [];
  for (const row of rows)
    for (const d of row.disagreements)
      (isKnown(row, d.kind) ? expected : unexpected).push(
        `${row.version} ${row.setting}: ${d.message}`,
      );
  const stale = known.filter((k) => {
    const row = rows.find((r) => r.version === k.version && r.setting === k.setting);
    return row !== undefined && !row.disagreements.some((d) => d.kind === k.kind);
  });
  return { expected, unexpected, stale };
}
