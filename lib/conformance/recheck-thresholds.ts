import { checkThreshold, probeThreshold } from "./check-threshold";
import { NO_REMOTE_FLAGS, type Disagreement, type MatrixRow } from "./matrix-schema";

export type EngineAnswer = {
  profile: string;
  threshold: number;
  loneRoundThreshold: number | null;
  window: number;
};

export type RecheckedRow = {
  row: MatrixRow;
  /** Null when the engine's window differs from the one on the client's transcript. */
  disagreements: Disagreement[] | null;
  engine: EngineAnswer;
};

/**
 * Whether a row measured the client as a transcript shows it: print mode with non-essential
 * traffic off. A row under remote flags or in the interactive client measured settings no
 * transcript records (a flag, a mode), so the engine's disagreement there is a finding about
 * them, never a failure.
 */
export const isMeasuredUnderDefaults = (row: MatrixRow) =>
  row.flags === NO_REMOTE_FLAGS && row.mode !== "interactive";

/**
 * Every row whose threshold was measured, its client count threshold beside an engine's
 * threshold for that version and setting (check-threshold.ts), with no client run: the
 * binary search ended one reported token apart, so the quiet probe was `threshold - 1`.
 * `engineFor` is the recorded answer (`row.engine`) or today's (engine-threshold.ts).
 */
export function recheckThresholds(
  rows: readonly MatrixRow[],
  engineFor: (row: MatrixRow) => EngineAnswer | null,
): RecheckedRow[] {
  const rechecked: RecheckedRow[] = [];
  for (const row of rows) {
    // The one-call transcript is Claude Code's; Codex rows are checked on their rollouts.
    if (row.harness !== "claude-code") continue;
    if (row.threshold === null || row.preTokens === null) continue;
    const engine = engineFor(row);
    if (!engine) continue;
    const isSameWindow = !row.engine || row.engine.window === engine.window;
    const disagreements = isSameWindow
      ? checkThreshold(
          {
            version: row.version,
            setting: row.setting,
            preTokens: row.preTokens,
            highestQuiet: row.threshold - 1,
            countAdds: row.countAdds,
            checkOverPreTokens: row.engine?.preTokensOffset,
          },
          probeThreshold(engine, row.warmUp),
        )
      : null;
    rechecked.push({ row, disagreements, engine });
  }
  return rechecked;
}

/** The row with its threshold disagreements replaced by these (the others kept). */
export function withThresholdDisagreements(
  row: MatrixRow,
  disagreements: readonly Disagreement[],
): MatrixRow {
  if (!row.engine) return row;
  const others = row.engine.disagreements.filter((d) => d.kind !== "threshold");
  return { ...row, engine: { ...row.engine, disagreements: [...disagreements, ...others] } };
}
