import type { ApiCall } from "../../../transcript/model";
import { compareVersions } from "../../../transcript/compare-versions";
import { CODEX_EFFECTIVE_WINDOW_SINCE } from "./config";

/**
 * Codex's built-in model windows by model-name prefix (`find_model_info_for_slug` in
 * codex-rs/core/src/models_manager/model_info.rs; `get_model_info` in openai_model_info.rs
 * before it): the longest prefix that starts the name wins. A model it does not know has no
 * window, so no auto-compaction limit, unless the rollout recorded one (a custom provider's,
 * or the model list the client fetched).
 */
export const CODEX_MODEL_WINDOWS: Readonly<Record<string, number>> = {
  "gpt-5": 272_000,
  "codex-": 272_000,
  "exp-": 272_000,
  "codex-mini-latest": 200_000,
  o3: 200_000,
  "o4-mini": 200_000,
  "gpt-4.1": 1_047_576,
  "gpt-4o": 128_000,
  "gpt-oss": 96_000,
  "openai/gpt-oss": 96_000,
  "gpt-3.5": 16_385,
};

/** The value of the longest prefix of `table` that starts `name` (Codex matches slugs so), or null. */
export function byLongestPrefix<T>(
  table: Readonly<Record<string, T>>,
  name: string | null,
): T | null {
  if (name === null) return null;
  let best: string | null = null;
  for (const prefix of Object.keys(table))
    if (name.startsWith(prefix) && (best === null || prefix.length > best.length)) best = prefix;
  return best === null ? null : (table[best] ?? null);
}

/** The window Codex's table gives a model name, or null when it does not know the model. */
export function codexTableWindow(name: string | null): number | null {
  return byLongestPrefix(CODEX_MODEL_WINDOWS, name);
}

/**
 * The `model_context_window` a call's `token_count` recorded (the Codex parser's optional
 * `contextWindow` on `ApiCall`, absent on Claude Code's calls), or null.
 */
export function recordedContextWindow(call: ApiCall): number | null {
  if (!("contextWindow" in call)) return null;
  const value = call.contextWindow;
  return typeof value === "number" && value > 0 ? value : null;
}

/**
 * The raw window behind a recorded `model_context_window`: from about 0.53 Codex reports
 * `effectivePercent` of it (258,400 of 272,000), before that the window itself.
 *
 * @example
 * rawWindowOfRecorded(258_400, "0.64.0", 95) // 272_000
 */
export function rawWindowOfRecorded(
  recorded: number,
  version: string | null,
  effectivePercent: number,
): number {
  const isEffective =
    version === null || compareVersions(version, CODEX_EFFECTIVE_WINDOW_SINCE) >= 0;
  return isEffective ? Math.round((recorded * 100) / effectivePercent) : recorded;
}

export type CodexWindow = { tokens: number; source: "recorded" | "table" } | null;

/**
 * The window Codex measured a call against: the one its `token_count` recorded (raw), which
 * holds whatever the client took it from (its table, the model list it fetched, a custom
 * provider's, `model_context_window` in config.toml: 0.169.0's default gpt-6.1-sol is in no
 * table of the source, the lab saw 258,400 recorded), else the table's, else none.
 *
 * @example
 * codexWindowOfCall({ model: "gpt-5-codex", ... }, 95) // { tokens: 272_000, source: "table" }
 */
export function codexWindowOfCall(call: ApiCall, effectivePercent: number): CodexWindow {
  const recorded = recordedContextWindow(call);
  if (recorded !== null)
    return {
      tokens: rawWindowOfRecorded(recorded, call.version, effectivePercent),
      source: "recorded",
    };
  const listed = codexTableWindow(call.model);
  return listed === null ? null : { tokens: listed, source: "table" };
}
