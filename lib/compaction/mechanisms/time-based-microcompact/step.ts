import { planKeepRecent } from "../keep-recent-microcompact";
import type { ReplayContext } from "../../replay/replay-context";
import { applyClearing, idleMsAt, isLocalClearingOn, MINUTE } from "../clearing";
import type { Check } from "../types";

/** Seed 003: after an idle gap, clear all but the most recent tool results. */
export function timeBasedMicrocompactStep(ctx: ReplayContext, check: Check): null {
  const { config, state } = ctx;
  if (!check.isBeforeCall || !isLocalClearingOn(ctx) || !config.timeBasedMicrocompact) return null;
  if (idleMsAt(ctx, check.k) <= config.timeBasedGapMinutes * MINUTE) return null;
  const plan = planKeepRecent(state.compactable, config.timeBasedKeepRecent);
  applyClearing(ctx, check, "time-based-microcompact", plan, "compactable");
  return null;
}
