import { planKeepRecent } from "../keep-recent-microcompact";
import type { ReplayContext } from "../../replay/replay-context";
import { applyClearing, isLocalClearingOn } from "../clearing";
import type { Check } from "../types";

/** Seed 003: once enough results are active, delete the old ones through cache edits. */
export function cachedMicrocompactStep(ctx: ReplayContext, check: Check): null {
  const { config, state } = ctx;
  if (!check.isBeforeCall || !isLocalClearingOn(ctx) || !config.cachedMicrocompact) return null;
  const plan = planKeepRecent(
    state.compactable,
    config.cachedMicrocompactKeepRecent,
    config.cachedMicrocompactTrigger,
  );
  applyClearing(ctx, check, "cached-microcompact", plan, "compactable");
  return null;
}
