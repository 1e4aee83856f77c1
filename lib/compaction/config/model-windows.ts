import type { ModelSwitch, TranscriptModel } from "../../transcript/model";
import type { ReplayConfig } from "./replay-config";
import { defaultWindowOf, longestKeyIn } from "../mechanisms/window-sources/default-windows";
import { compareVersions, sessionVersion } from "./resolve-profile";
import { codexWindowOfCall } from "../mechanisms/codex-auto-compact/model-windows";
import { geminiTokenLimit } from "../mechanisms/gemini-compress/token-limit";
import type { HarnessId } from "../../transcript/harness";
import {
  DEFAULT_CONTEXT_WINDOW,
  MAX_OUTPUT_TOKENS_DEFAULT,
  ONE_MILLION_CONTEXT_WINDOW,
} from "../mechanisms/threshold/config";

/**
 * What a Claude Code version gives a session on a model from `since` on: the output limit with
 * CLAUDE_CODE_MAX_OUTPUT_TOKENS unset (`limit`, which the summarization fork sends as
 * max_tokens from 2.1.86), the most that variable gives (`max`: a larger value is clamped to
 * it) and the main loop's thinking, which that fork inherits (`budget`: one token under
 * max_tokens; `adaptive`: `{ type: "adaptive" }`, no budget; `none`).
 */
export type ModelOutput = {
  since: string;
  limit: number;
  max: number;
  thinking: "budget" | "adaptive" | "none";
};

/** A model's row: its context window, and its outputs oldest first (model-windows.ts). */
export type ModelEntry = { window?: number; output?: readonly ModelOutput[] };

const BUDGET_64K = [
  { since: "0.0.0", limit: MAX_OUTPUT_TOKENS_DEFAULT, max: 64_000, thinking: "budget" },
] as const;

/**
 * Built-in model table, by model-name substring (the longest key holding the field wins).
 * Claude Code marks 1M-context use with a `[1m]` suffix on the model setting. A name merely
 * containing "1m" is not enough: the 2.1.63 proxy model "claude-opus-4.6-1m" compacted at
 * 168K, on a 200K window.
 *
 * Outputs: conformance lab, 2026-11-26, from the summarization request's max_tokens and
 * thinking (`scripts/conformance-bisect.ts 2.1.86..2.1.330 --model <m>`, and with `--env
 * CLAUDE_CODE_MAX_OUTPUT_TOKENS=300000` for `max`; 200k+window-env). Versions 2.1.97 to 2.1.191
 * cap max_tokens at 20,000, so a limit that changed inside them cannot be seen: its `since` is
 * the first version where it could be (the request is the same either way).
 * claude-opus-4-1 and claude-opus-4 did not compact in the lab and are not listed.
 */
export const MODEL_TABLE: Readonly<Record<string, ModelEntry>> = {
  "[1m]": { window: ONE_MILLION_CONTEXT_WINDOW },
  // 2.1.86, 2.1.96, 2.1.193, 2.1.330 (and every version bisected in between).
  "claude-sonnet-4-5": { output: BUDGET_64K },
  "claude-opus-4-5": { output: BUDGET_64K },
  "claude-haiku-4-5": { output: BUDGET_64K },
  "claude-sonnet-4-2025": { output: BUDGET_64K },
  "claude-3-7-sonnet": {
    output: [{ since: "0.0.0", limit: MAX_OUTPUT_TOKENS_DEFAULT, max: 64_000, thinking: "none" }],
  },
  "claude-opus-4-6": {
    output: [{ since: "0.0.0", limit: 64_000, max: 128_000, thinking: "adaptive" }],
  },
  "claude-sonnet-4-6": {
    output: [
      { since: "0.0.0", limit: MAX_OUTPUT_TOKENS_DEFAULT, max: 128_000, thinking: "adaptive" },
    ],
  },
  // 2.1.86 to 2.1.114: a budget and at most 32,000; adaptive from 2.1.116 (2.1.115 unpublished),
  // with 64,000 and at most 128,000 seen from 2.1.193 (behind the 20,000 cap before).
  "claude-opus-4-8": {
    output: [
      {
        since: "0.0.0",
        limit: MAX_OUTPUT_TOKENS_DEFAULT,
        max: MAX_OUTPUT_TOKENS_DEFAULT,
        thinking: "budget",
      },
      { since: "2.1.116", limit: 64_000, max: 128_000, thinking: "adaptive" },
    ],
  },
  // Unlisted on 2.1.96 (as glm-4.7), 64,000 by 2.1.193.
  "claude-fable-5": {
    output: [{ since: "2.1.97", limit: 64_000, max: 128_000, thinking: "adaptive" }],
  },
};

/**
 * A model the table does not list, or not yet on the version (glm-4.7, claude-fable-5 on
 * 2.1.86): 32,000 (seed 000), adaptive thinking, at most 64,000 on 2.1.86 and 2.1.96 and
 * 128,000 by 2.1.193.
 */
export const UNLISTED_MODEL_OUTPUT: readonly ModelOutput[] = [
  { since: "0.0.0", limit: MAX_OUTPUT_TOKENS_DEFAULT, max: 64_000, thinking: "adaptive" },
  { since: "2.1.97", limit: MAX_OUTPUT_TOKENS_DEFAULT, max: 128_000, thinking: "adaptive" },
];

/**
 * Where the window comes from: the request's override, the user's rows, the built-in table,
 * the default, observed (context above the default), CLAUDE_CODE_AUTO_COMPACT_WINDOW ("env"),
 * or "auto" (an unknown model from 2.1.153: never compacted proactively; FORMAT §10).
 */
export type WindowSource =
  "override" | "custom" | "table" | "default" | "observed" | "env" | "auto";
/** A window a `/model` switch set, from the main thread's call `fromCall` on. */
export type WindowSwitch = {
  fromCall: number;
  tokens: number;
  source: WindowSource;
  /** The model as the client named it ("Sonnet 4.5 (1M context)"). */
  model: string;
};

export type ResolvedWindow = {
  tokens: number;
  source: WindowSource;
  model: string | null;
  /**
   * Where the session switched model, the window from that call on (the session's own before
   * the first); absent when none applies: no switch, or a window set for the whole session
   * (an override, CLAUDE_CODE_AUTO_COMPACT_WINDOW, the user's rows).
   */
  switches?: WindowSwitch[];
};

/** The main thread's last call. */
function lastMainCall(model: TranscriptModel): TranscriptModel["calls"][number] | null {
  for (let i = model.calls.length - 1; i >= 0; i--) {
    const call = model.calls[i];
    if (call && call.source === model.mainSource) return call;
  }
  return null;
}

/**
 * A Codex session's window, whatever policy replays it: Codex's table for its model, else the
 * window its last `token_count` recorded ("observed"), else none: "auto", never compacted
 * before a call, as Codex has no limit for a model it knows no window of.
 */
function codexSessionWindow(model: TranscriptModel, config: ReplayConfig): ResolvedWindow {
  const call = lastMainCall(model);
  const name = call?.model ?? null;
  const window = call && codexWindowOfCall(call, config.codexEffectiveWindowPercent);
  if (!window) return { tokens: DEFAULT_CONTEXT_WINDOW, source: "auto", model: name };
  return {
    tokens: window.tokens,
    source: window.source === "table" ? "table" : "observed",
    model: name,
  };
}

/** A Gemini CLI session's window, whatever policy replays it: Gemini CLI's token limit of its model. */
function geminiSessionWindow(model: TranscriptModel): ResolvedWindow {
  const name = sessionModel(model);
  return { tokens: geminiTokenLimit(name), source: "table", model: name };
}

/** The harnesses whose sessions take their window from their own table, not Claude Code's. */
const SESSION_WINDOWS: Partial<
  Record<HarnessId, (model: TranscriptModel, config: ReplayConfig) => ResolvedWindow>
> = {
  codex: codexSessionWindow,
  "gemini-cli": geminiSessionWindow,
};

/** The model of the main thread's last call. */
export function sessionModel(model: TranscriptModel): string | null {
  return lastMainCall(model)?.model ?? null;
}

function lookup<T>(table: Readonly<Record<string, T>>, name: string): T | null {
  const key = longestKeyIn(table, name);
  return key === null ? null : (table[key] ?? null);
}

/** One field of the built-in table for a model name, from its longest key that has the field. */
function tableField<K extends keyof ModelEntry>(name: string, field: K): ModelEntry[K] | null {
  const withField: Record<string, ModelEntry[K]> = {};
  for (const [key, entry] of Object.entries(MODEL_TABLE))
    if (entry[field] !== undefined) withField[key] = entry[field];
  return lookup(withField, name);
}

const outputAt = (rows: readonly ModelOutput[], version: string | null) =>
  version === null ? rows.at(-1) : rows.findLast((r) => compareVersions(version, r.since) >= 0);

/**
 * What `version` (null: the newest) gives a session on `model` (MODEL_TABLE, else
 * UNLISTED_MODEL_OUTPUT).
 *
 * @example
 * modelOutput("claude-opus-4-6", "2.1.330").limit // 64_000
 */
export function modelOutput(model: string | null, version: string | null): ModelOutput {
  const rows = model === null ? null : tableField(model, "output");
  const listed = rows === null || rows === undefined ? undefined : outputAt(rows, version);
  return listed ?? (outputAt(UNLISTED_MODEL_OUTPUT, version) as ModelOutput);
}

/**
 * A session's output limit: CLAUDE_CODE_MAX_OUTPUT_TOKENS (`variable`) clamped to the model's
 * most, or the model's own limit where the variable is unset.
 *
 * @example
 * sessionOutputLimit("claude-sonnet-4-5", "2.1.330", 100_000) // 64_000
 */
export function sessionOutputLimit(
  model: string | null,
  version: string | null,
  variable?: number,
): number {
  const output = modelOutput(model, version);
  return variable === undefined ? output.limit : Math.min(variable, output.max);
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
  const harnessWindow = SESSION_WINDOWS[model.harness];
  if (harnessWindow) return harnessWindow(model, config);
  const switches = mainSwitches(model);
  // Before the first switch the session ran on the window it started with; after it, on the
  // switches' windows (a session that reached 250K after switching to 1M was not on 1M before).
  const untilCall = switches[0]?.atCall ?? Infinity;
  const own = ownWindow(model, config, name, untilCall);
  if (switches.length === 0) return own;
  const isTable = own.source !== "observed";
  const byModel = isTable ? own : ownWindow(model, config, name, 0);
  return {
    ...own,
    switches: switches.map((s) => ({
      fromCall: s.atCall,
      model: s.model,
      ...(s.isOneMillion
        ? { tokens: ONE_MILLION_CONTEXT_WINDOW, source: "table" as const }
        : { tokens: byModel.tokens, source: byModel.source }),
    })),
  };
}

/** The main thread's `/model` switches, one per call (the last before it wins). */
function mainSwitches(model: TranscriptModel): ModelSwitch[] {
  const byCall = new Map<number, ModelSwitch>();
  for (const s of model.modelSwitches ?? [])
    if (s.source === model.mainSource) byCall.set(s.atCall, s);
  return [...byCall.values()].sort((a, b) => a.atCall - b.atCall);
}

/**
 * The window of the session's model by name and version, or 1M ("observed") where a main-thread
 * call before `untilCall` held more context than that window.
 */
function ownWindow(
  model: TranscriptModel,
  config: ReplayConfig,
  name: string | null,
  untilCall: number,
): ResolvedWindow {
  const suffixed = name === null ? null : (tableField(name, "window") ?? null);
  const byVersion = defaultWindowOf(name, sessionVersion(model));
  const listed = suffixed ?? byVersion.tokens;
  const isAuto =
    suffixed === null &&
    byVersion.window === "unknown" &&
    config.unknownModelWindow === "auto" &&
    !config.remoteSession;
  const window = listed ?? DEFAULT_CONTEXT_WINDOW;
  let maxContext = 0;
  for (const call of model.calls) {
    if (
      call.source === model.mainSource &&
      call.sourceIndex < untilCall &&
      call.contextTokens > maxContext
    )
      maxContext = call.contextTokens;
  }
  if (maxContext > window && window < ONE_MILLION_CONTEXT_WINDOW) {
    const source = isAuto ? "auto" : "observed";
    return { tokens: ONE_MILLION_CONTEXT_WINDOW, source, model: name };
  }
  if (isAuto) return { tokens: window, source: "auto", model: name };
  return { tokens: window, source: listed === null ? "default" : "table", model: name };
}
