import type { Disagreement, DisagreementKind } from "./matrix-schema";

export type { DisagreementKind } from "./matrix-schema";

/**
 * Where the engine is known to disagree with a released Claude Code version, measured by this
 * lab and not yet fixed in the profiles (issue 8). A conformance run fails on any OTHER
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

export const KNOWN_DISAGREEMENTS: readonly KnownDisagreement[] = [
  {
    version: "2.0.77",
    setting: "200k+window-env",
    kind: "microcompact",
    why: "2.0.77 clears tool results before calls 3, 5 and 6 of the lab's Read scenario (1.0.117 to 2.0.8 clear at 5 and 7); cc-2.0 predicts none there, since 2.0.5x to 2.0.7x transcripts already show their clearings in the usage (issue 8, class 1). Its trigger is not measured yet.",
  },
  {
    version: "2.1.69",
    setting: "200k+window-env",
    kind: "extra-compaction",
    why: "a one-round session reported at 167,000 does not compact under 2.1.69 (the probe's last non-compacting value is 166,992); cc-2.1-quiet compacts it at its 167,000 threshold. Where 2.1.69 to 2.1.152 place a lone round is not measured yet.",
  },
  {
    version: "2.1.153",
    setting: "200k+max-output-10k",
    kind: "pre-tokens",
    why: "under CLAUDE_CODE_MAX_OUTPUT_TOKENS=10000 the client writes preTokens 177,000 at a reported 176,992; the engine counts 177,974 (974 over), which it does not under the default limit. Not yet explained.",
  },
  {
    version: "2.1.153",
    setting: "opus-4-6+window-env",
    kind: "pre-tokens",
    why: "on claude-opus-4-6 the client writes preTokens 167,000 at a reported 166,992; the engine counts 167,974 (974 over), the same 974 as under 200k+max-output-10k (and, in every run on 2026-11-26, under 200k+window-env too, with main's code as well). Not yet explained.",
  },
  {
    version: "2.1.268",
    setting: "opus-4-6+window-env",
    kind: "pre-tokens",
    why: "as under 200k+window-env: 2.1.268 counts 30 tokens over the last usage (preTokens 167,000 at a reported 166,970); the engine adds 61. Not yet explained, and not steady: on 2026-11-26 some runs agree and one counted 2,186 over (200k+window-env alike, with main's code as well).",
  },
  {
    version: "2.1.268",
    setting: "200k+window-env",
    kind: "pre-tokens",
    why: "2.1.268 counts 30 tokens over the last usage (its preTokens 167,000 at a reported 166,970); the engine adds 61. Not yet explained.",
  },
];

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
