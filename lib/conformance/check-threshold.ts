import type { Disagreement } from "./matrix-schema";

/**
 * The measured threshold beside the engine's, directly. Scenario 1's probes are two-turn
 * sessions with one check each, so replaying them only shows that the engine compacts at the
 * client's count and not below the quiet probe's; an engine threshold anywhere under the
 * client's count (144,000 against 177,000 on 2.1.330 under PCT 80) replayed as agreeing. The
 * binary search ends one reported token apart, so the client compacted at a count of
 * `preTokens` and not at `preTokens - 1`: the engine, which compacts when its count reaches its
 * threshold, agrees only with a threshold of exactly `preTokens`. Which engine threshold
 * applies depends on the probe's shape (`probeThreshold`): a lone round, on versions that
 * compact one whole at the blocking limit, is compacted there and not at the threshold.
 */
export type MeasuredThreshold = {
  version: string;
  setting: string;
  /** The boundary's preTokens at the smallest compacting probe (null: none compacted). */
  preTokens: number | null;
  /** The largest quiet probe's reported usage and what the count adds to it (null: unknown). */
  highestQuiet: number | null;
  countAdds: number | null;
  /**
   * What the check counts beyond preTokens at the compacting probe, by the engine's replay of
   * it (null: 0): from 2.1.140 the check divides the text after the last usage by the model's
   * characters a token (3 for most names) while preTokens keeps 4.
   */
  checkOverPreTokens?: number | null;
};

const fmt = (n: number) => n.toLocaleString("en-US");

/**
 * The engine's threshold for the lab's probe: after a warm-up round the autocompact
 * threshold; a lone round (no warm-up) at the engine's lone-round threshold where it has one.
 *
 * @example
 * probeThreshold({ threshold: 144_000, loneRoundThreshold: 177_000 }, false) // 177000
 */
export function probeThreshold(
  engine: { threshold: number; loneRoundThreshold: number | null },
  isAfterWarmUp: boolean,
): number {
  return !isAfterWarmUp && engine.loneRoundThreshold !== null
    ? engine.loneRoundThreshold
    : engine.threshold;
}

/**
 * @example
 * checkThreshold({ version: "2.1.330", setting: "200k+pct-80", preTokens: 177_000, highestQuiet: 176_969, countAdds: 30 }, 144_000)
 * // [{ kind: "threshold", message: "the client compacted at a count of 177,000 and not at 176,999; ..." }]
 */
export function checkThreshold(
  measured: MeasuredThreshold,
  engineThreshold: number,
): Disagreement[] {
  const { preTokens: recorded, highestQuiet, countAdds } = measured;
  if (recorded === null) return [];
  const over = measured.checkOverPreTokens ?? 0;
  const preTokens = recorded + over;
  const quietCount =
    highestQuiet !== null && countAdds !== null ? highestQuiet + countAdds + over : preTokens - 1;
  if (engineThreshold > quietCount && engineThreshold <= preTokens) return [];
  const quiet =
    quietCount === preTokens - 1
      ? `not at ${fmt(quietCount)}`
      : `not at ${fmt(quietCount)} or below`;
  const side = engineThreshold <= quietCount ? "lower" : "higher";
  return [
    {
      kind: "threshold",
      message: `the client compacted at a count of ${fmt(preTokens)} and ${quiet}; the engine's threshold for ${measured.version} under ${measured.setting} is ${fmt(engineThreshold)} (${fmt(Math.abs(engineThreshold - preTokens))} ${side})`,
    },
  ];
}
