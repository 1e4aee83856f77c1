import { planLegacyMicrocompact } from "../legacy-microcompact/plan";
import type { ReplayContext } from "../../replay/replay-context";
import { advance, applyClearing, clearingDetail, idleMsAt, MINUTE } from "../clearing";
import type { Check } from "../types";

/** Seed 003 (API context management): after an idle hour the API drops thinking but the last turn's. */
export function apiThinkingClearingStep(ctx: ReplayContext, check: Check): null {
  const { config, state } = ctx;
  if (!check.isBeforeCall || !config.apiContextManagement) return null;
  if (idleMsAt(ctx, check.k) <= config.apiThinkingIdleMinutes * MINUTE) return null;
  const saved = state.thinkingActive - state.lastTurnThinking;
  if (saved > 0) {
    state.thinkingActive = state.lastTurnThinking;
    const detail = clearingDetail(ctx, check.k, "api-thinking-clearing", saved);
    ctx.events.push({ kind: "api-thinking-clearing", ...advance(check, saved), detail });
  }
  return null;
}

/** Seed 003 (API context management): above the trigger the API clears old tool results to a budget. */
export function apiToolResultClearingStep(ctx: ReplayContext, check: Check): null {
  const { config, state } = ctx;
  if (!check.isBeforeCall || !config.apiContextManagement) return null;
  if (check.count < config.apiClearTriggerTokens) return null;
  const plan = planLegacyMicrocompact(state.apiClearable, {
    microcompactKeepRecent: 0,
    microcompactBudgetTokens: config.apiClearKeepTokens,
    microcompactMinSavingTokens: Math.max(1, config.apiClearAtLeastTokens),
  });
  applyClearing(ctx, check, "api-tool-result-clearing", plan, "apiClearable");
  return null;
}
