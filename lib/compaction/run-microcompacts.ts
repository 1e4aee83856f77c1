import type { MicrocompactPlan } from "./legacy-microcompact";
import { planLegacyMicrocompact } from "./legacy-microcompact";
import { planKeepRecent } from "./keep-recent-microcompact";
import type { ReplayContext } from "./replay-context";
import type { ReplayEventKind } from "./replay-result";

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
    kind: ReplayEventKind,
    plan: MicrocompactPlan | null,
    queue: "compactable" | "apiClearable",
  ) => {
    if (plan === null) return;
    const saved = state.clearOldest(queue, plan.cleared);
    push(ctx, k, kind, step, saved, { toolResultTokens: plan.totalTokens, cleared: plan.cleared });
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
      push(ctx, k, "api-thinking-clearing", step, saved, {});
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

function push(
  ctx: ReplayContext,
  k: number,
  kind: ReplayEventKind,
  step: MicrocompactStep,
  saved: number,
  extra: Record<string, number>,
): void {
  const recorded = ctx.index.microcompactionsAt.get(k)?.[0];
  ctx.events.push({
    kind,
    atCall: k,
    tokensBefore: step.count,
    tokensAfter: step.count - saved,
    detail: {
      ...extra,
      saved,
      isAligned: recorded !== undefined,
      recordedTokensSaved: recorded?.tokensSaved ?? null,
      // Cached edits delete from the server's cache: the next call's lower cache read is expected.
      expectedCacheReadDrop: kind === "cached-microcompact" ? saved : 0,
    },
  });
  step.count -= saved;
  step.saved += saved;
  step.happened = true;
}
