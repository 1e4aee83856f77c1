import type { TranscriptModel } from "../../transcript/model";

/** Where the recorded fractions of the way to an auto compaction the benchmark stops the file. */
export const CUT_FRACTIONS = [0.25, 0.5, 0.75, 0.9] as const;

/** A point to forecast from: the file cut after one main-thread call, and what came next. */
export type ForecastCase = {
  /** The last main-thread call the cut file holds. */
  asOfCall: number;
  /** The file's last line kept: the last record of that call. */
  lastLine: number;
  /** The call the session really auto compacted before. */
  compactedAtCall: number;
  /** How far the cut is between the previous compaction (or the start) and that one. */
  fraction: number;
};

/**
 * Cuts to forecast from, for every recorded main-thread auto compaction whose calls before it
 * are in the file: at each of `fractions` of the way from the previous compaction (or the
 * first call) to it, one per distinct call, never at the previous compaction's own call.
 *
 * @example
 * forecastCases(model).map((c) => c.compactedAtCall - c.asOfCall) // the calls a forecast should say
 */
export function forecastCases(
  model: TranscriptModel,
  fractions: readonly number[] = CUT_FRACTIONS,
): ForecastCase[] {
  const mainCalls = model.calls.filter((call) => call.source === model.mainSource);
  const compactions = model.compactions.filter(
    (compaction) => compaction.source === model.mainSource,
  );
  const cases: ForecastCase[] = [];
  let previous = 0;
  for (const compaction of compactions) {
    const target = compaction.atCall;
    const start = previous;
    previous = target;
    if (compaction.trigger !== "auto" || !compaction.parentInFile || target <= start + 1) continue;
    const seen = new Set<number>();
    for (const fraction of fractions) {
      const asOfCall = start + Math.max(1, Math.floor(fraction * (target - start)));
      const call = mainCalls[asOfCall];
      const last = call && model.entries[call.lastEntry];
      if (asOfCall >= target || seen.has(asOfCall) || last === undefined) continue;
      seen.add(asOfCall);
      cases.push({ asOfCall, lastLine: last.line, compactedAtCall: target, fraction });
    }
  }
  return cases;
}
