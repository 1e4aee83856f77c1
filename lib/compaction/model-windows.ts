import type { TranscriptModel } from "../transcript/model";
import type { ReplayConfig } from "./replay-config";
import { KNOWN_MODEL_PATTERN } from "./mechanisms/window-sources/config";
import {
  DEFAULT_CONTEXT_WINDOW,
  MAX_OUTPUT_TOKENS_DEFAULT,
  ONE_MILLION_CONTEXT_WINDOW,
} from "./seed-constants";

/**
 * What Claude Code knows of a model, by model-name substring (the longest key holding the
 * field wins): its context window, and its output limit (`outputLimit`, the session's output
 * limit when CLAUDE_CODE_MAX_OUTPUT_TOKENS is unset, which the summarization fork sends as
 * max_tokens from 2.1.86; every model not listed has seed 000's 32,000) and the main loop's
 * thinking, which that fork inherits (`adaptive`: `{ type: "adaptive" }` with no budget, where
 * others get a budget one under max_tokens).
 */
export type ModelEntry = {
  window?: number;
  outputLimit?: number;
  thinking?: "adaptive";
};

/**
 * Built-in model table. Claude Code marks 1M-context use with a `[1m]` suffix on the model
 * setting. A name merely containing "1m" is not enough: the 2.1.63 proxy model
 * "claude-opus-4.6-1m" compacted at 168K, on a 200K window.
 *
 * Output limits and thinking: conformance lab, 2026-11-26 (`scripts/conformance-bisect.ts
 * 2.1.80..2.1.330 --model <m>` under 200k+window-env, max_tokens and thinking of the
 * summarization request): claude-opus-4-6 sends 64,000 and adaptive thinking on every version
 * from 2.1.86 to 2.1.330 (20,000 where 2.1.97 to 2.1.191 cap it); claude-sonnet-4-5,
 * claude-opus-4-5 and claude-haiku-4-5 send the 32,000 default with a budget.
 */
export const MODEL_TABLE: Readonly<Record<string, ModelEntry>> = {
  "[1m]": { window: ONE_MILLION_CONTEXT_WINDOW },
  "claude-opus-4-6": { outputLimit: 64_000, thinking: "adaptive" },
};

/**
 * Where the window comes from: the request's override, the user's rows, the built-in table,
 * the default, observed (context above the default), CLAUDE_CODE_AUTO_COMPACT_WINDOW ("env"),
 * or "auto" (an unknown model from 2.1.153: never compacted proactively; FORMAT §10).
 */
export type WindowSource =
  "override" | "custom" | "table" | "default" | "observed" | "env" | "auto";
export type ResolvedWindow = { tokens: number; source: WindowSource; model: string | null };

/** The model of the main thread's last call. */
export function sessionModel(model: TranscriptModel): string | null {
  for (let i = model.calls.length - 1; i >= 0; i--) {
    const call = model.calls[i];
    if (call && call.source === model.mainSource) return call.model;
  }
  return null;
}

function lookup<T>(table: Readonly<Record<string, T>>, name: string): T | null {
  let best: string | null = null;
  for (const key of Object.keys(table)) {
    if (name.includes(key) && (best === null || key.length > best.length)) best = key;
  }
  return best === null ? null : (table[best] ?? null);
}

/** One field of the built-in table for a model name, from its longest key that has the field. */
function tableField<K extends keyof ModelEntry>(name: string, field: K): ModelEntry[K] | null {
  const withField: Record<string, ModelEntry[K]> = {};
  for (const [key, entry] of Object.entries(MODEL_TABLE))
    if (entry[field] !== undefined) withField[key] = entry[field];
  return lookup(withField, name);
}

/**
 * The output limit Claude Code gives a session on `model` when CLAUDE_CODE_MAX_OUTPUT_TOKENS
 * is unset (MODEL_TABLE; seed 000's 32,000 for any other model).
 *
 * @example
 * modelOutputLimit("claude-opus-4-6") // 64_000
 */
export function modelOutputLimit(model: string | null): number {
  return (model === null ? null : tableField(model, "outputLimit")) ?? MAX_OUTPUT_TOKENS_DEFAULT;
}

/**
 * The main loop's thinking on `model`: adaptive (no budget) or a budget (MODEL_TABLE).
 *
 * @example
 * modelThinking("claude-opus-4-6[1m]") // "adaptive"
 */
export function modelThinking(model: string | null): "adaptive" | "budget" {
  return (model === null ? null : tableField(model, "thinking")) ?? "budget";
}

/**
 * The context window of a replay: the override, else CLAUDE_CODE_AUTO_COMPACT_WINDOW, else
 * the user's rows, else the built-in table, else 200K ("auto" where the profile gives an
 * unknown model an auto window: no proactive compaction). A session whose main thread held more context than that window ran on a
 * larger one (sonnet-4-6 reached 249K without compacting in 2.1.119): 1M, marked "observed".
 *
 * @example
 * resolveContextWindow(model, config).tokens // 200000
 */
export function resolveContextWindow(model: TranscriptModel, config: ReplayConfig): ResolvedWindow {
  const name = sessionModel(model);
  if (config.contextWindow !== null)
    return { tokens: config.contextWindow, source: "override", model: name };
  if (config.autoCompactWindow !== null)
    return { tokens: config.autoCompactWindow, source: "env", model: name };
  const custom = name === null ? null : lookup(config.modelWindows, name);
  if (custom !== null) return { tokens: custom, source: "custom", model: name };
  const listed = name === null ? null : tableField(name, "window");
  const isAuto =
    listed === null &&
    config.unknownModelWindow === "auto" &&
    (name === null || !KNOWN_MODEL_PATTERN.test(name));
  const window = listed ?? DEFAULT_CONTEXT_WINDOW;
  let maxContext = 0;
  for (const call of model.calls) {
    if (call.source === model.mainSource && call.contextTokens > maxContext)
      maxContext = call.contextTokens;
  }
  if (maxContext > window && window < ONE_MILLION_CONTEXT_WINDOW) {
    const source = isAuto ? "auto" : "observed";
    return { tokens: ONE_MILLION_CONTEXT_WINDOW, source, model: name };
  }
  if (isAuto) return { tokens: window, source: "auto", model: name };
  return { tokens: window, source: listed === null ? "default" : "table", model: name };
}
