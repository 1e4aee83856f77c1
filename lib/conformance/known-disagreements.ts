/**
 * Where the engine is known to disagree with a released Claude Code version, measured by this
 * lab and not yet fixed in the profiles (issue 8). A conformance run fails on any OTHER
 * disagreement, and on an entry below that no longer happens (the engine was fixed: delete the
 * entry), so this list only shrinks by review. Matched by version, setting and kind, since the
 * messages carry measured numbers.
 */
export type DisagreementKind =
  | "missed-compaction"
  | "extra-compaction"
  | "failed-attempt"
  | "pre-tokens"
  | "microcompact"
  | "manual"
  | "other";

export type KnownDisagreement = {
  version: string;
  setting: string;
  kind: DisagreementKind;
  /** What the client does that the engine does not, as measured. */
  why: string;
};

export const KNOWN_DISAGREEMENTS: readonly KnownDisagreement[] = [
  {
    version: "2.1.63",
    setting: "200k+window-env",
    kind: "microcompact",
    why: "2.1.22 to 2.1.63 still clear tool results silently (keep 3) at 167,000 - 20,000; the cc-2.1 profile has legacy microcompact off",
  },
  {
    version: "2.1.330",
    setting: "200k+window-env",
    kind: "pre-tokens",
    why: "2.1.330 writes records (prompt snapshots with the system prompt, skill listings) that are not context; the engine counts them (+27,579)",
  },
  {
    version: "2.1.330",
    setting: "200k+window-env",
    kind: "extra-compaction",
    why: "2.1.330 compacts at window - 23,000 (177,000), the cc-2.1 profile at 167,000, and its extra records push the count over",
  },
];

const KIND_PATTERNS: readonly [DisagreementKind, RegExp][] = [
  ["manual", /^manual \/compact:/],
  ["microcompact", /\bmicrocompact:/],
  ["failed-attempt", /predicted a failed attempt|predicted to fail/],
  ["pre-tokens", /engine counted \d+, client preTokens/],
  ["missed-compaction", /the client auto-compacted .* did not$/],
  ["extra-compaction", /the engine .* auto-compacted .* the client did not$/],
];

/**
 * The kind of a disagreement message as `check-engine.ts` and `measure-version.ts` write it.
 *
 * @example
 * disagreementKind("at 176970: call 1: engine counted 204579, client preTokens 177000 (off by 27579)") // "pre-tokens"
 */
export function disagreementKind(message: string): DisagreementKind {
  const text = message.replace(/^at \d+: /, "");
  return KIND_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? "other";
}

export type Measured = { version: string; setting: string; disagreements: readonly string[] };

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
    for (const message of row.disagreements)
      (isKnown(row, disagreementKind(message)) ? expected : unexpected).push(
        `${row.version} ${row.setting}: ${message}`,
      );
  const stale = known.filter((k) => {
    const row = rows.find((r) => r.version === k.version && r.setting === k.setting);
    return row !== undefined && !row.disagreements.some((d) => disagreementKind(d) === k.kind);
  });
  return { expected, unexpected, stale };
}
