import type { Disagreement, DisagreementKind } from "./matrix-schema";
import { compareVersions } from "../transcript/compare-versions";
import { END_USAGE_COUNTED_SINCE, START_USAGE_RECORDED_THROUGH } from "../transcript/stream-usage";

export type { DisagreementKind } from "./matrix-schema";

/**
 * Where the engine is known to disagree with a released Claude Code version, measured by this
 * lab and not yet fixed in the profiles. A conformance run fails on any OTHER
 * disagreement, and on an entry below that no longer happens (the engine was fixed: delete the
 * entry), so this list only shrinks by review. Matched by version, setting and kind (written as
 * data by check-engine.ts and measure-version.ts), since the messages carry measured numbers.
 */
export type KnownDisagreement = {
  /** One version, or every version of a range (both ends included). */
  version: string | { from: string; through: string };
  setting: string;
  kind: DisagreementKind;
  /** What the client does that the engine does not, as measured. */
  why: string;
};

const KNOWN_DISAGREEMENTS: readonly KnownDisagreement[] = [
  {
    // Older releases count message_start's zeros as well, so they never compact (no
    // disagreement); later ones write the delta's usage (lib/transcript/stream-usage.ts).
    version: { from: END_USAGE_COUNTED_SINCE, through: START_USAGE_RECORDED_THROUGH },
    setting: "glm-4.7+delta-usage",
    kind: "missed-compaction",
    why:
      `A proxy that sends the usage only in message_delta (zeros in message_start): ${END_USAGE_COUNTED_SINCE} to ` +
      `${START_USAGE_RECORDED_THROUGH} count the delta's usage but write message_start's zeros into the transcript ` +
      "(later releases write the delta's), so no replay of the file can count the context it compacted at.",
  },
];

function covers(known: KnownDisagreement, version: string): boolean {
  if (typeof known.version === "string") return known.version === version;
  return (
    compareVersions(version, known.version.from) >= 0 &&
    compareVersions(version, known.version.through) <= 0
  );
}

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
    known.some((k) => covers(k, row.version) && k.setting === row.setting && k.kind === kind);
  const expected: string[] = [];
  const unexpected: string[] = [];
  for (const row of rows)
    for (const d of row.disagreements)
      (isKnown(row, d.kind) ? expected : unexpected).push(
        `${row.version} ${row.setting}: ${d.message}`,
      );
  // Stale: measured in this run and gone from every row it covers (a range may hold versions
  // that never disagreed).
  const stale = known.filter((k) => {
    const covered = rows.filter((r) => covers(k, r.version) && r.setting === k.setting);
    return (
      covered.length > 0 && covered.every((r) => !r.disagreements.some((d) => d.kind === k.kind))
    );
  });
  return { expected, unexpected, stale };
}
