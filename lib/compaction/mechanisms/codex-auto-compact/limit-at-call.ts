import type { ReplayContext } from "../../replay/replay-context";
import { codexAutoCompactLimit } from "./limit";
import { codexWindowOfCall } from "./model-windows";

/**
 * Codex's limit at the check before call k. A Codex session measures each call against its
 * own model's window (the model can change mid-session, in `turn_context`); with a window set
 * by hand, or another harness's session, the replay's one window holds for every call. A
 * model Codex knows no window of is never compacted before a call (no limit).
 */
export function codexLimitAtCall(ctx: ReplayContext, k: number): number {
  const { config, model, index } = ctx;
  const isPerCall =
    model.harness === "codex" &&
    config.codexLimitRule === "window-share" &&
    config.contextWindow === null &&
    config.autoCompactWindow === null &&
    Object.keys(config.modelWindows).length === 0;
  if (!isPerCall) return ctx.thresholds.autocompactThreshold;
  const call = index.calls[Math.min(k, index.calls.length - 1)];
  const window = call && codexWindowOfCall(call, config.codexEffectiveWindowPercent);
  return window ? codexAutoCompactLimit(config, window.tokens) : Number.POSITIVE_INFINITY;
}
