import type { ClearingDetail } from "../replay/event-details";
import type { KindOf } from "../replay/event-kinds";
import type { MicrocompactPlan } from "./legacy-microcompact/plan";
import type { ReplayContext } from "../replay/replay-context";
import { isSilentlyMirrored, usageDropAt } from "../replay/usage-drop";
import type { Check } from "./types";

/** The kinds `applyClearing` makes (OpenCode's prune details its own outputs). */
export type ToolClearingKind = Exclude<
  KindOf<"microcompaction">,
  "api-thinking-clearing" | "opencode-prune"
>;

export const MINUTE = 60_000;

/** Minutes since the last assistant message at call k (0 without timestamps). */
export function idleMsAt(ctx: ReplayContext, k: number): number {
  const now = ctx.index.calls[k]?.timestamp ?? null;
  const last = ctx.state.lastAssistantTime;
  return now !== null && last !== null ? now - last : 0;
}

/** DISABLE_MICROCOMPACT switches off every clearing made by the client (not the API's). */
export function isLocalClearingOn(ctx: ReplayContext): boolean {
  return !ctx.config.disableMicrocompact;
}

/**
 * Applies a tool-result clearing plan: clears the oldest results of `queue` in the session
 * state, advances the check and leaves one event.
 */
export function applyClearing(
  ctx: ReplayContext,
  check: Check,
  kind: ToolClearingKind,
  plan: MicrocompactPlan | null,
  queue: "compactable" | "apiClearable",
): void {
  if (plan === null) return;
  const saved = ctx.state.clearOldest(queue, plan.cleared);
  const detail = {
    ...clearingDetail(ctx, check.k, kind, saved),
    toolResultTokens: plan.totalTokens,
    cleared: plan.cleared,
  };
  ctx.events.push({ kind, ...advance(check, saved), detail });
}

export function clearingDetail(
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

/** The event's place and tokens; then the check counts the saving. */
export function advance(check: Check, saved: number) {
  const at = { atCall: check.k, tokensBefore: check.count, tokensAfter: check.count - saved };
  check.count -= saved;
  check.saved += saved;
  check.happened = true;
  return at;
}
