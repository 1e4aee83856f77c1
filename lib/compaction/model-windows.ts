import type { TranscriptModel } from "../transcript/model";
import type { ReplayConfig } from "./replay-config";
import { defaultWindowOf, longestKeyIn } from "./mechanisms/window-sources/default-windows";
import { sessionVersion } from "./resolve-profile";
import { DEFAULT_CONTEXT_WINDOW, ONE_MILLION_CONTEXT_WINDOW } from "./seed-constants";

/**
 * Built-in model table: model-name substring -> window. Claude Code marks 1M-context use with
 * a `[1m]` suffix on the model setting. A name merely containing "1m" is not enough: the
 * 2.1.63 proxy model "claude-opus-4.6-1m" compacted at 168K, on a 200K window.
 */
export const MODEL_WINDOW_TABLE: Readonly<Record<string, number>> = {
  "[1m]": ONE_MILLION_CONTEXT_WINDOW,
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

function lookup(table: Readonly<Record<string, number>>, name: string): number | null {
  const key = longestKeyIn(table, name);
  return key === null ? null : (table[key] ?? null);
}

/**
 * The context window of a replay: the override, else CLAUDE_CODE_AUTO_COMPACT_WINDOW, else
 * the user's rows, else the built-in table (a `[1m]` suffix; the version's default for the
 * model name, measured: default-windows.ts), else 200K ("auto" where the profile gives a model
 * the version does not know an auto window: no proactive compaction). A session whose main thread held more context than that window ran on a
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
  const suffixed = name === null ? null : lookup(MODEL_WINDOW_TABLE, name);
  const byVersion = defaultWindowOf(name, sessionVersion(model));
  const listed = suffixed ?? byVersion.tokens;
  const isAuto =
    suffixed === null && byVersion.window === "unknown" && config.unknownModelWindow === "auto";
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
