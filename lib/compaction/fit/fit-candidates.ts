import { computeThresholds } from "../mechanisms/threshold/compute-thresholds";
import { DEFAULT_CONTEXT_WINDOW, ONE_MILLION_CONTEXT_WINDOW } from "../mechanisms/threshold/config";
import { ENV_READS, overridesForEnv } from "../config/env-overrides";
import { codexAutoCompactLimit } from "../mechanisms/codex-auto-compact/limit";
import type { ResolvedWindow } from "../config/model-windows";
import type { ReplayConfig } from "../config/replay-config";
import { nicestIn, PERCENT_STEPS, simplicity, TOKEN_STEPS } from "./nicest-value";
import { isInsideInterval, type ThresholdInterval } from "../explain/threshold-interval";
import { experimentWindowFlag, proactiveCompactionFlag } from "./experiment-windows";
import type { HarnessId } from "../../transcript/harness";

/** The harnesses whose settings a fit knows (see fitCandidates): others are replayed as they are. */
export const FIT_HARNESSES: readonly HarnessId[] = ["claude-code", "codex"];

/** The settings a fit may name: what a user sets and no transcript records. */
export const FIT_CONSTANTS = [
  "autocompactPctOverride",
  "autoCompactWindow",
  "maxOutputTokens",
  "contextWindow",
  "disableAutoCompact",
  "remoteSession",
  "codexAutoCompactTokenLimit",
] as const;
export type FitConstant = (typeof FIT_CONSTANTS)[number];

/**
 * One setting: the constant, its value, and the variable that sets it: Claude Code's environment
 * variable, or Codex's config.toml key (null for the context window, which comes with the
 * model: a `[1m]` model, or a window the client knows and this version's table does not).
 */
export type FitSetting = {
  constant: FitConstant;
  value: number | boolean;
  variable: string | null;
  /** `variable` is a remote flag the client is served (experiment-windows.ts), not one a user sets. */
  isRemoteFlag?: true;
  /** A second remote flag that must be on with it for the setting to act (experiment-windows.ts). */
  alsoOn?: string;
};

/** A setting and how simple its value is (`simplicity`): the simplest explains a tie. */
export type Candidate = { setting: FitSetting; simplicity: number };

const VARIABLE_OF = new Map<string, string>(
  ENV_READS.map((read) => [read.constant as string, read.variable] as const),
);
/** The windows Claude models have. */
const KNOWN_WINDOWS = [DEFAULT_CONTEXT_WINDOW, ONE_MILLION_CONTEXT_WINDOW];
/** Output limits people set by name: the models' own limits and their powers of two. */
const KNOWN_OUTPUT_LIMITS = [8_192, 16_384, 32_000, 64_000, 128_000];
const MOST_TOKENS = ONE_MILLION_CONTEXT_WINDOW;

function setting(constant: FitConstant, value: number | boolean): FitSetting {
  return { constant, value, variable: VARIABLE_OF.get(constant) ?? null };
}

/** Whether this version reads the variable behind a setting (a window always applies). */
function isRead(s: FitSetting, version: string | null): boolean {
  // A flag is offered only where the version reads it (experimentWindowCandidate).
  if (s.variable === null || s.isRemoteFlag) return true;
  return overridesForEnv({ [s.variable]: String(s.value) }, version).ignored.length === 0;
}

type Context = {
  values: ReplayConfig;
  window: ResolvedWindow;
  interval: ThresholdInterval;
  version: string | null;
};

/** The interval the checks allow, and its top just under the firing count (`nearTheFiring`). */
type Scoped = Context & { near: ThresholdInterval };

/** The simplest percentage whose threshold is inside, below the default threshold. */
function percentCandidate({ values, window, near: interval }: Scoped): Candidate | null {
  const base = computeThresholds({ ...values, autocompactPctOverride: null }, window.tokens);
  const inside: number[] = [];
  for (let pct = 1; pct < 100; pct++) {
    const threshold = Math.floor(base.effectiveWindow * (pct / 100));
    if (threshold < base.autocompactThreshold && isInsideInterval(interval, threshold))
      inside.push(pct);
  }
  const pct = nicestIn((inside[0] ?? 0) - 1, inside.at(-1) ?? 0, PERCENT_STEPS);
  if (pct === null || !inside.includes(pct)) return null;
  return { setting: setting("autocompactPctOverride", pct), simplicity: simplicity(pct) };
}

/** Token values a range of thresholds maps to, as `(low, high]`. */
type TokenRange = (interval: ThresholdInterval) => { low: number; high: number };

/**
 * A value people set by name (a model's window or output limit) anywhere the checks allow;
 * else the roundest one just under the firing count (`near`).
 */
function pickTokens(range: TokenRange, { interval, near }: Scoped, known: readonly number[]) {
  const full = range(interval);
  const named = known.find((value) => value > full.low && value <= full.high);
  if (named !== undefined) return named;
  const close = range(near);
  return nicestIn(Math.max(close.low, 0), close.high, TOKEN_STEPS);
}

/** The simplest auto-compact window whose threshold is inside (threshold = window - offset). */
function autoWindowCandidate(scoped: Scoped): Candidate | null {
  const { values, window } = scoped;
  const offset = -computeThresholds({ ...values, autocompactPctOverride: null }, 0)
    .autocompactThreshold;
  const tokens = pickTokens(
    ({ lower, upper }) => ({
      low: lower === null ? offset : lower + offset,
      high: upper === null ? MOST_TOKENS : Math.min(upper + offset, MOST_TOKENS),
    }),
    scoped,
    KNOWN_WINDOWS,
  );
  if (tokens === null || (tokens === window.tokens && window.source !== "auto")) return null;
  return {
    setting: setting("autoCompactWindow", tokens),
    simplicity: simplicity(tokens, KNOWN_WINDOWS),
  };
}

/**
 * The same window as a remote experiment's where this version reads one for the session's model
 * (claude-opus-4-8 from 2.1.154: `tengu_amber_redwood2`, with `tengu_amber_redwood3` on): named
 * as the flags, first, as a user rarely sets the variable and the client is served flags unasked.
 */
function experimentWindowCandidate(scoped: Scoped, byVariable: Candidate | null): Candidate | null {
  const flag = experimentWindowFlag(scoped.window.model, scoped.version);
  if (flag === null || byVariable === null) return null;
  const served = { variable: flag.flag, isRemoteFlag: true as const };
  const setting = {
    ...byVariable.setting,
    ...served,
    ...(flag.alsoOn ? { alsoOn: flag.alsoOn } : {}),
  };
  return { ...byVariable, setting };
}

/**
 * The window candidate of an auto window's own size, when its threshold is inside: a model with
 * no window the client knows compacting at its own window, which something must have let it do.
 */
function ownAutoWindow(scoped: Scoped, windows: Candidate[]): Candidate | null {
  if (scoped.window.source !== "auto") return null;
  return windows.find((c) => c.setting.value === scoped.window.tokens) ?? null;
}

/**
 * That window named as the remote flag that lets such a model compact proactively where the
 * version reads one (experiment-windows.ts), after the window itself.
 */
function proactiveFlagCandidate(scoped: Scoped, own: Candidate | null): Candidate | null {
  const flag = proactiveCompactionFlag(scoped.version);
  if (flag === null || own === null) return null;
  return { ...own, setting: { ...own.setting, variable: flag, isRemoteFlag: true } };
}

/**
 * That window as a remote session (CLAUDE_CODE_REMOTE: Claude Code on the web) compacts at it:
 * an alternative to the remote flag, which a file cannot tell apart from it.
 */
function remoteSessionCandidate(own: Candidate | null): Candidate | null {
  return own ? { setting: setting("remoteSession", true), simplicity: own.simplicity } : null;
}

/** The simplest output limit under the reserve's cap whose threshold is inside. */
function outputCandidate(scoped: Scoped): Candidate | null {
  const { values, window } = scoped;
  if (!values.reserveOutputTokens) return null;
  const room = window.tokens - values.autocompactBufferTokens;
  const cap = values.outputReserveCap ?? Number.POSITIVE_INFINITY;
  // threshold = room - reserve: a reserve in [room - upper, room - lower) puts it inside.
  const tokens = pickTokens(
    ({ lower, upper }) => ({
      low: upper === null ? 0 : room - upper - 1,
      high: Math.min(lower === null ? MOST_TOKENS : Math.ceil(room - lower) - 1, cap - 1),
    }),
    scoped,
    KNOWN_OUTPUT_LIMITS,
  );
  if (tokens === null || tokens === Math.min(values.maxOutputTokens, cap)) return null;
  return {
    setting: setting("maxOutputTokens", tokens),
    simplicity: simplicity(tokens, KNOWN_OUTPUT_LIMITS),
  };
}

/** A window the client knows (200K, 1M) whose threshold is inside, other than this replay's. */
function contextWindowCandidates({ values, window, interval }: Scoped): Candidate[] {
  return KNOWN_WINDOWS.filter((tokens) => {
    if (tokens === window.tokens && window.source !== "auto") return false;
    return isInsideInterval(interval, computeThresholds(values, tokens).autocompactThreshold);
  }).map((tokens) => ({
    setting: setting("contextWindow", tokens),
    simplicity: simplicity(tokens, KNOWN_WINDOWS),
  }));
}

/**
 * The windows the client knows other than this replay's, whatever the checks allow: a window
 * comes with the model, so another setting may sit on top of it (a `[1m]` model under a PCT
 * override), which the fit's pairs try when no single setting reproduces the file.
 */
export function otherKnownWindows(window: ResolvedWindow): FitSetting[] {
  return KNOWN_WINDOWS.filter((tokens) => tokens !== window.tokens || window.source === "auto").map(
    (tokens) => setting("contextWindow", tokens),
  );
}

/** Whether a setting sets the window (the model's, or the auto-compact variable's). */
export const isWindowSetting = (s: FitSetting) =>
  s.constant === "contextWindow" || s.constant === "autoCompactWindow";

/**
 * Codex's `model_auto_compact_token_limit`, which only lowers the limit: the simplest value
 * inside the interval below 90% of the window.
 */
function codexLimitCandidate(scoped: Scoped): Candidate | null {
  const { values, window } = scoped;
  if (window.source === "auto") return null;
  const share = codexAutoCompactLimit(
    { ...values, codexAutoCompactTokenLimit: null },
    window.tokens,
  );
  const tokens = pickTokens(
    ({ lower, upper }) => ({
      low: lower ?? 0,
      high: Math.min(upper ?? share - 1, share - 1),
    }),
    scoped,
    [],
  );
  if (tokens === null) return null;
  return { setting: setting("codexAutoCompactTokenLimit", tokens), simplicity: simplicity(tokens) };
}

/** Auto-compact turned off: a session that never compacted by itself. */
function disabledCandidate({ interval }: Scoped): Candidate | null {
  return interval.upper === null && interval.lower !== null
    ? { setting: setting("disableAutoCompact", true), simplicity: 1 }
    : null;
}

/** How far under the lowest firing count a threshold is looked for, as a share of it. */
export const NEAR_FIRING_SHARE = 0.05;

/**
 * A session compacts at the first check over its threshold, so a free value (a percentage, a
 * window typed by hand) is likeliest just under the count that fired. With no check close
 * below to bound it (a compaction at the session's second call, a lab probe), the simplest
 * value of a wide interval would be far from it (PCT 50 for a compaction at 144,000): free
 * values come from the top 5% under it. A value people set by name (a model's 200K window)
 * is taken anywhere the checks allow. The replay checks each.
 */
function nearTheFiring(interval: ThresholdInterval): ThresholdInterval {
  if (interval.upper === null) return interval;
  const floor = interval.upper * (1 - NEAR_FIRING_SHARE);
  return { ...interval, lower: Math.max(interval.lower ?? floor, floor) };
}

/**
 * One candidate per kind of setting (the simplest value that puts the threshold inside the
 * interval the session's checks allow), for the settings this version reads, in the order a
 * tie is broken: the simplest value first (`simplicity`), then the order of `FIT_CONSTANTS`.
 */
export function fitCandidates(given: Context): Candidate[] {
  const context: Scoped = { ...given, near: nearTheFiring(given.interval) };
  // Under Codex's rules only Codex's own setting moves the limit: no Claude Code variable.
  if (given.values.codexAutoCompact) {
    const limit = codexLimitCandidate(context);
    return limit === null ? [] : [limit];
  }
  // Gemini CLI's and OpenCode's rules read none of Claude Code's variables, and their own
  // settings are not candidates yet: a fit names nothing rather than a setting they ignore.
  if (given.values.geminiCompress || given.values.opencodeCompact) return [];
  // Under an auto window nothing compacts before a call, whatever the threshold.
  const isProactive = context.window.source !== "auto";
  const autoWindow = autoWindowCandidate(context);
  const windows = contextWindowCandidates(context);
  const own = ownAutoWindow(context, windows);
  const candidates = [
    isProactive ? percentCandidate(context) : null,
    experimentWindowCandidate(context, autoWindow),
    autoWindow,
    isProactive ? outputCandidate(context) : null,
    ...windows,
    proactiveFlagCandidate(context, own),
    remoteSessionCandidate(own),
    disabledCandidate(context),
  ].filter((c): c is Candidate => c !== null && isRead(c.setting, context.version));
  const order = (c: Candidate) => FIT_CONSTANTS.indexOf(c.setting.constant);
  return candidates.sort((a, b) => a.simplicity - b.simplicity || order(a) - order(b));
}
