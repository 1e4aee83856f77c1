import type { CompactionOutcome } from "../../replay/compaction-outcome";
import { RESUME_TRIGGER } from "../../replay/copied-boundary";
import { planPartialCompaction } from "./partial-compact";
import type { ReplayContext } from "../../replay/replay-context";
import { fullCompaction, fullContext, sinceLastCompaction } from "../full-compact/context";
import { summarize } from "../ptl-retry/summarize";
import type { Check } from "../types";

/**
 * A manual compaction recorded (or requested) at call k: full, or partial around a pivot
 * (`from`, `up_to`). A boundary copied in by a resume is taken as given: no setting stops it
 * and no summarization request is sent.
 */
export function manualCompactStep(ctx: ReplayContext, check: Check): CompactionOutcome | null {
  const { config, state } = ctx;
  const { k, count } = check;
  const manual = ctx.manual.get(k);
  if (manual === undefined || k === 0) return null;
  const isGiven = manual.trigger === RESUME_TRIGGER;
  if (config.disableCompact && !isGiven) return null;
  const retries = isGiven ? 0 : summarize(ctx, k, count, false);
  if (retries === null) return null;
  if (manual.direction === "full" || manual.pivotCall === undefined) {
    // A recorded auto compaction the replay follows (summaryAt) stays an autocompact.
    const kind = manual.trigger === "auto" ? "autocompact" : "manual-compact";
    return fullCompaction(ctx, k, kind, retries, manual.trigger);
  }
  const pivot = Math.min(Math.max(manual.pivotCall, ctx.lastCompaction?.call ?? 1), k);
  const full = fullContext(ctx, k);
  const partial = planPartialCompaction(
    {
      direction: manual.direction,
      countAtPivot: ctx.counts[pivot] ?? 0,
      countNow: count,
      pivotEntry: ctx.index.firstEntry[pivot] ?? 0,
      baseOverhead: full.baseOverhead,
      summaryTokens: full.summaryTokens,
      files: state.files.values(),
      skills: state.skills,
      todoTokens: state.todoTokens,
      planTokens: state.planTokens,
    },
    config,
  );
  const keptFromEntry = manual.direction === "up_to" ? (ctx.index.firstEntry[pivot] ?? null) : null;
  const { from, to } = sinceLastCompaction(ctx, k);
  const pivotEntry = ctx.index.firstEntry[pivot] ?? from;
  const [summarised, kept] =
    manual.direction === "up_to"
      ? [
          { from, to: pivotEntry },
          { from: pivotEntry, to },
        ]
      : [
          { from: pivotEntry, to },
          { from, to: pivotEntry },
        ];
  return {
    kind: "partial-compact",
    context: partial.context,
    summarised,
    kept,
    keptFromEntry,
    cacheRewriteTokens: partial.cacheRewriteTokens,
    ptlRetries: retries,
    trigger: manual.direction,
  };
}
