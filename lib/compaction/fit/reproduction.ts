import { EVENT_KINDS } from "../replay/event-kinds";
import type { ReplayEvent } from "../replay/event-details";
import { isCopiedBoundary } from "../replay/copied-boundary";
import type { ReplayRun } from "../replay/run-replay";

/** A replayed compaction counts as the recorded one within this share of its preTokens. */
export const PRE_TOKENS_SHARE = 0.02;

/** How far a replay reproduces the compactions the file recorded on its main thread. */
export type Reproduction = {
  /** Recorded compactions the settings must explain: replayable, not asked for by hand. */
  of: number;
  /** Of those, the ones the replay made at the same call, preTokens within 2% when recorded. */
  reproduces: number;
  /** Calls where the replay compacted and the file records no compaction. */
  extra: number;
  /** The calls of the recorded compactions the replay did not reproduce. */
  missedAt: number[];
};

/**
 * The recorded compactions settings must explain: replayable, and not made by hand (one made
 * by hand is replayed where it was made, whatever the settings).
 */
export function explainedCompactionCalls(run: Pick<ReplayRun, "recorded">): number[] {
  return run.recorded
    .map(({ compaction }) => compaction)
    .filter((c) => c.atCall > 0 && !isCopiedBoundary(c) && c.trigger !== "manual")
    .map((c) => c.atCall);
}

/**
 * Compares a run's compactions with the recorded ones settings must explain
 * (`explainedCompactionCalls`); calls in `exclude` (a compaction held out to test a fit)
 * count neither way.
 *
 * @example
 * measureReproduction(run).reproduces // 2
 */
export function measureReproduction(
  run: Pick<ReplayRun, "events" | "recorded">,
  exclude: ReadonlySet<number> = new Set(),
): Reproduction {
  const compactions = new Map<number, ReplayEvent>();
  for (const event of run.events)
    if (EVENT_KINDS[event.kind].matches === "compaction" && !compactions.has(event.atCall))
      compactions.set(event.atCall, event);
  const recordedAt = new Set(run.recorded.map(({ compaction }) => compaction.atCall));
  const result: Reproduction = { of: 0, reproduces: 0, extra: 0, missedAt: [] };
  const explained = new Set(explainedCompactionCalls(run));
  for (const { compaction } of run.recorded) {
    if (!explained.has(compaction.atCall) || exclude.has(compaction.atCall)) continue;
    result.of += 1;
    const replayed = compactions.get(compaction.atCall);
    const pre = compaction.preTokens;
    const isClose =
      pre === null ||
      (replayed !== undefined && Math.abs(replayed.tokensBefore - pre) <= pre * PRE_TOKENS_SHARE);
    if (replayed !== undefined && isClose) result.reproduces += 1;
    else result.missedAt.push(compaction.atCall);
  }
  for (const atCall of compactions.keys())
    if (!recordedAt.has(atCall) && !exclude.has(atCall)) result.extra += 1;
  return result;
}

/** Better explanations of the file first: more reproduced, then fewer extra. */
export function compareReproduction(a: Reproduction, b: Reproduction): number {
  return b.reproduces - a.reproduces || a.extra - b.extra;
}

/** Whether `a` explains the file better than `b`. */
export const isBetter = (a: Reproduction, b: Reproduction) => compareReproduction(a, b) < 0;

export const isComplete = (r: Reproduction) => r.reproduces === r.of && r.extra === 0;
