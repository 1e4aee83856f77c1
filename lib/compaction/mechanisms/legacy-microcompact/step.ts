import { planLegacyMicrocompact } from "./plan";
import type { ReplayContext } from "../../replay/replay-context";
import { applyClearing, isLocalClearingOn } from "../clearing";
import { recordingClearsFrom } from "./recorded-clearing";
import { canAutocompact } from "../threshold/step";
import type { Check } from "../types";

/** Whether the session ran with clearing off: the recording never clears where the replay would. */
function isOffInRecording(ctx: ReplayContext, k: number, saved: number): boolean {
  return (
    ctx.config.legacyMicrocompactFollowsRecording && !recordingClearsFrom(ctx.index, k, saved / 2)
  );
}

/**
 * Seed 004: clear old tool results to the budget above the warning level (or at every check);
 * seed 002: as the dispatcher's first tier above the threshold, standing in for compaction
 * when it clears something.
 */
export function legacyMicrocompactStep(ctx: ReplayContext, check: Check): null {
  const { config, state, thresholds } = ctx;
  if (!check.isBeforeCall || !isLocalClearingOn(ctx) || !config.legacyMicrocompact) return null;
  if (config.legacyMicrocompactMainOnly && ctx.model.mainSource !== "main") return null;
  const gate = config.legacyMicrocompactGate;
  // From 2.1.22 the gate reads the last usage alone, not the estimate of what came after it.
  const gateCount =
    config.legacyMicrocompactGateCount === "usage"
      ? (ctx.replay[check.k - 1] ?? 0) - check.saved
      : check.count;
  const gateOpen =
    gate === "always" || (gate === "warning" && gateCount >= thresholds.warningThreshold);
  if (gateOpen && !ctx.isLegacyClearingOff) {
    const plan = planLegacyMicrocompact(state.compactable, config);
    if (plan !== null && isOffInRecording(ctx, check.k, plan.saved)) {
      ctx.isLegacyClearingOff = true;
      const at = { atCall: check.k, tokensBefore: check.count, tokensAfter: check.count };
      ctx.events.push({ kind: "microcompact-off", ...at, detail: { wouldSave: plan.saved } });
    } else applyClearing(ctx, check, "microcompact", plan, "compactable");
  }
  const isTierOne =
    gate === "autocompact" && canAutocompact(ctx) && check.count >= thresholds.autocompactThreshold;
  if (isTierOne) {
    const before = check.saved;
    const plan = planLegacyMicrocompact(state.compactable, config);
    applyClearing(ctx, check, "microcompact", plan, "compactable");
    check.isTierOne = check.saved > before;
  }
  return null;
}
