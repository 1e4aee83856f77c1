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

const KNOWN_DISAGREEMENTS: readonly KnownDisagreement[] = [];

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
