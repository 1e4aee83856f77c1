import type { MicrocompactPlan } from "./legacy-microcompact";
import { planLegacyMicrocompact } from "./legacy-microcompact";
import { planKeepRecent } from "./keep-recent-microcompact";
import type { ClearingDetail } from "./event-details";
import type { KindOf } from "./event-kinds";
import type { ReplayContext } from "./replay-context";
import { isSilentlyMirrored, usageDropAt } from "./usage-drop";

type ToolClearingKind = Exclude<KindOf<"microcompaction">, "api-thinking-clearing">;

export type MicrocompactStep = {
  count: number;
  saved: number;
  happened: boolean;
  /** Seed 002's dispatcher: a microcompact above the threshold stands in for compaction. */
  isTierOne: boolean;
};

const MINUTE = 60_000;

/**
 * The clearing that runs before the autocompact check, in Claude Code's order (seed 003:
 * time-based, then cached; seed 004: legacy above the warning level; seed 002: legacy as
 * the dispatcher's first tier above the threshold), then what the API clears server-side
 * (seed 003 context management). Each mechanism that fires clears the oldest results in
 * the session state and leaves one event.
 */
export function runMicrocompacts(ctx: ReplayContext, k: number, count: number): MicrocompactStep {
  const { config, state, thresholds } = ctx;
  const step: MicrocompactStep = { count, saved: 0, happened: false, isTierOne: false };
  const call = ctx.index.calls[k];
  const now = call?.timestamp ?? null;
  const idleMs =
    now !== null && state.lastAssistantTime !== null ? now - state.lastAssistantTime : 0;
  const local = !config.disableMicrocompact;
  const apply = (
    kind: ToolClearingKind,
    plan: MicrocompactPlan | null,
    queue: "compactable" | "apiClearable",
  ) => {
    if (plan === null) return;
    const saved = state.clearOldest(queue, plan.cleared);
    const detail = {
      ...clearingDetail(ctx, k, kind, saved),
      toolResultTokens: plan.totalTokens,
      cleared: plan.cleared,
    };
    ctx.events.push({ kind, ...advance(step, k, saved), detail });
  };
  if (local && config.timeBasedMicrocompact && idleMs > config.timeBasedGapMinutes * MINUTE) {
    apply(
      "time-based-microcompact",
      planKeepRecent(state.compactable, config.timeBasedKeepRecent),
      "compactable",
    );
  }
  if (config.apiContextManagement && idleMs > config.apiThinkingIdleMinutes * MINUTE) {
    const saved = state.thinkingActive - state.lastTurnThinking;
    if (saved > 0) {
      state.thinkingActive = state.lastTurnThinking;
      const detail = clearingDetail(ctx, k, "api-thinking-clearing", saved);
      ctx.events.push({ kind: "api-thinking-clearing", ...advance(step, k, saved), detail });
    }
  }
  if (local && config.cachedMicrocompact) {
    const plan = planKeepRecent(
      state.compactable,
      config.cachedMicrocompactKeepRecent,
      config.cachedMicrocompactTrigger,
    );
    apply("cached-microcompact", plan, "compactable");
  }
  const gateOpen =
    config.legacyMicrocompactGate === "always" ||
    (config.legacyMicrocompactGate === "warning" && step.count >= thresholds.warningThreshold);
  if (local && config.legacyMicrocompact && gateOpen) {
    apply("microcompact", planLegacyMicrocompact(state.compactable, config), "compactable");
  }
  const canAuto =
    thresholds.isAutoCompactEnabled && ctx.guardedSource === null && !ctx.isBreakerTripped;
  const isTierOne =
    config.legacyMicrocompactGate === "autocompact" &&
    canAuto &&
    step.count >= thresholds.autocompactThreshold;
  if (local && config.legacyMicrocompact && isTierOne) {
    const before = step.saved;
    apply("microcompact", planLegacyMicrocompact(state.compactable, config), "compactable");
    step.isTierOne = step.saved > before;
  }
  if (config.apiContextManagement && step.count >= config.apiClearTriggerTokens) {
    const plan = planLegacyMicrocompact(state.apiClearable, {
      microcompactKeepRecent: 0,
      microcompactBudgetTokens: config.apiClearKeepTokens,
      microcompactMinSavingTokens: Math.max(1, config.apiClearAtLeastTokens),
    });
    apply("api-tool-result-clearing", plan, "apiClearable");
  }
  return step;
}

function clearingDetail(
  ctx: ReplayContext,
  k: number,
  kind: KindOf<"microcompaction">,
  saved: number,
): ClearingDetail {
  const recorded = ctx.index.microcompactionsAt.get(k)?.[0];
  // No record, but the real usage dropped as much: the session cleared silently (2.0.x).
  const isMirrored = recorded === undefined && isSilentlyMirrored(ctx.index, k, saved);
  return {
    saved,
    isAligned: recorded !== undefined || isMirrored,
    recordedTokensSaved: recorded?.tokensSaved ?? (isMirrored ? usageDropAt(ctx.index, k) : null),
    expectedCacheReadDrop: kind === "cached-microcompact" ? saved : 0,
  };
}

/** The event's place and tokens; then the step counts the saving. */
function advance(step: MicrocompactStep, k: number, saved: number) {
  const at = { atCall: k, tokensBefore: step.count, tokensAfter: step.count - saved };
  step.count -= saved;
  step.saved += saved;
  step.happened = true;
  return at;
}
