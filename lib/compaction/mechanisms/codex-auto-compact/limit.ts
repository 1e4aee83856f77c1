import type { ReplayConfig } from "../../config/replay-config";

type LimitConstants = Pick<ReplayConfig, "codexAutoCompactPercent" | "codexAutoCompactTokenLimit">;

/**
 * Codex's auto-compaction limit on a window: the share of it (90%), lowered by a configured
 * `model_auto_compact_token_limit` (which never raises it: the reading of the client,
 * where the lab's measurements have the last word).
 *
 * @example
 * codexAutoCompactLimit({ codexAutoCompactPercent: 90, codexAutoCompactTokenLimit: null }, 272_000) // 244_800
 */
export function codexAutoCompactLimit(config: LimitConstants, window: number): number {
  const share = Math.floor((window * config.codexAutoCompactPercent) / 100);
  const configured = config.codexAutoCompactTokenLimit;
  return configured === null ? share : Math.min(configured, share);
}

/** What Codex reports as the usable window (`model_context_window`): 95% of it. */
export function codexEffectiveWindow(
  config: Pick<ReplayConfig, "codexEffectiveWindowPercent">,
  window: number,
): number {
  return Math.floor((window * config.codexEffectiveWindowPercent) / 100);
}
