import type { CompactionOutcome } from "../replay/compaction-outcome";
import type { ReplayContext } from "../replay/replay-context";
import { MECHANISMS } from "./index";
import type { Check, Mechanism } from "./types";

const IN_ORDER: readonly Mechanism[] = MECHANISMS;

/** Every mechanism's observation after the records before call k+1 are consumed, in order. */
export function observeMechanisms(ctx: ReplayContext, k: number): void {
  for (const mechanism of IN_ORDER) mechanism.observe?.(ctx, k);
}

/**
 * The check before call k: every mechanism's step in the order of `MECHANISMS`, until one
 * compacts. `isBeforeCall` is false at the end of the file (unless a compaction is recorded
 * there): then only a manual compaction at that point runs.
 */
export function runCheck(
  ctx: ReplayContext,
  k: number,
  count: number,
  isBeforeCall: boolean,
): { check: Check; outcome: CompactionOutcome | null } {
  const check: Check = {
    k,
    count,
    saved: 0,
    happened: false,
    isTierOne: false,
    isBeforeCall,
    isAutoDue: false,
  };
  for (const mechanism of IN_ORDER) {
    const outcome = mechanism.step?.(ctx, check) ?? null;
    if (outcome !== null) return { check, outcome: adjusted(ctx, check, outcome) };
  }
  return { check, outcome: null };
}

function adjusted(ctx: ReplayContext, check: Check, outcome: CompactionOutcome): CompactionOutcome {
  let shaped = outcome;
  for (const mechanism of IN_ORDER) shaped = mechanism.adjust?.(ctx, check, shaped) ?? shaped;
  return shaped;
}
