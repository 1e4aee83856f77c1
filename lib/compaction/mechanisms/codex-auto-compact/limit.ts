import type { ReplayConfig } from "../../config/replay-config";
import { CODEX_FAMILY_LIMITS } from "./config";
import { byLongestPrefix } from "./model-windows";
import { compareVersions } from "../../../transcript/compare-versions";

type LimitConstants = Pick<
  ReplayConfig,
  "codexAutoCompactPercent" | "codexAutoCompactTokenLimit" | "codexLimitRule"
>;

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
  // The family's own limit stands, above the window or not (0.45.0: 350,000 on 272,000).
  if (config.codexLimitRule === "model-family") return configured ?? share;
  return configured === null ? share : Math.min(configured, share);
}

/** What Codex reports as the usable window (`model_context_window`): 95% of it. */
export function codexEffectiveWindow(
  config: Pick<ReplayConfig, "codexEffectiveWindowPercent">,
  window: number,
): number {
  return Math.floor((window * config.codexEffectiveWindowPercent) / 100);
}

/**
 * A model family's own limit on a version (`CODEX_FAMILY_LIMITS`, the longest prefix that
 * starts the name; null version: the newest), or null: under the family rule such a model is
 * never compacted automatically.
 *
 * @example
 * familyLimit("gpt-5-codex", "0.45.0") // 350_000
 */
export function familyLimit(model: string | null, version: string | null): number | null {
  const rows = byLongestPrefix(CODEX_FAMILY_LIMITS, model);
  if (rows === null) return null;
  const row =
    version === null ? rows.at(-1) : rows.findLast((r) => compareVersions(version, r.since) >= 0);
  return row?.limit ?? null;
}
