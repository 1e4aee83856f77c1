import type { ReplayConfig } from "../../config/replay-config";
import { codexAutoCompactLimit, codexEffectiveWindow } from "../codex-auto-compact/limit";
import { geminiCompressionPoint } from "../gemini-compress/token-limit";
import { opencodeUsableContext } from "../opencode-compact/usable-context";

export type Thresholds = {
  window: number;
  /** The output reserve subtracted from the window. */
  outputReserve: number;
  /** Window minus output reserve: "available" in seeds 000 and 004. */
  effectiveWindow: number;
  /** Effective window minus the buffer, or the PCT override when lower. */
  autocompactThreshold: number;
  isAutoCompactEnabled: boolean;
  /** The limit percentLeft, warning and error are measured against (seed 002 x1A). */
  limit: number;
  warningThreshold: number;
  errorThreshold: number;
  blockingLimit: number;
};

/**
 * The threshold levels of one window under one config (seeds 000, 002, 003, 004; SPEC §5).
 * The PCT override is `floor(available x pct / 100)` and never above the default threshold.
 *
 * @example
 * computeThresholds(PROFILES["cc-2.0"].values, 200_000).autocompactThreshold // 155_000
 */
export function computeThresholds(
  config: ReplayConfig,
  window: number,
  /** False for an "auto" window (window-sources): no compaction before a call. */
  isProactive = true,
): Thresholds {
  const harnessRule = HARNESS_RULES.find((rule) => rule.isOn(config));
  if (harnessRule) return harnessRule.thresholds(config, window, isProactive);
  const cap = config.outputReserveCap ?? Number.POSITIVE_INFINITY;
  const outputReserve = config.reserveOutputTokens ? Math.min(config.maxOutputTokens, cap) : 0;
  const effectiveWindow = window - outputReserve;
  const defaultThreshold = effectiveWindow - config.autocompactBufferTokens;
  const pct = config.autocompactPctOverride;
  const autocompactThreshold =
    pct === null
      ? defaultThreshold
      : Math.min(Math.floor(effectiveWindow * (pct / 100)), defaultThreshold);
  return withLevels(config, isProactive, {
    window,
    outputReserve,
    effectiveWindow,
    autocompactThreshold,
    blockingLimit: effectiveWindow - config.blockingOffsetTokens,
  });
}

/** The levels every rule derives alike: whether autocompact runs, the limit, warning, error. */
function withLevels(
  config: ReplayConfig,
  isProactive: boolean,
  base: Omit<Thresholds, "isAutoCompactEnabled" | "limit" | "warningThreshold" | "errorThreshold">,
): Thresholds {
  const isAutoCompactEnabled = isProactive && !config.disableCompact && !config.disableAutoCompact;
  const limit = isAutoCompactEnabled ? base.autocompactThreshold : base.effectiveWindow;
  return {
    ...base,
    isAutoCompactEnabled,
    limit,
    warningThreshold: limit - config.warningOffsetTokens,
    errorThreshold: limit - config.errorOffsetTokens,
  };
}

/**
 * Under Codex's rules: the limit is its share of the window, the usable window what Codex
 * reports as `model_context_window` (the hard limit); the warning levels keep their offsets.
 */
function codexThresholds(config: ReplayConfig, window: number, isProactive: boolean): Thresholds {
  const effectiveWindow = codexEffectiveWindow(config, window);
  return withLevels(config, isProactive, {
    window,
    outputReserve: window - effectiveWindow,
    effectiveWindow,
    autocompactThreshold: codexAutoCompactLimit(config, window),
    blockingLimit: effectiveWindow,
  });
}

/**
 * Under Gemini CLI's rules: compress at the share of the model's token limit (the window);
 * no output reserve, the limit is the window.
 */
function geminiThresholds(config: ReplayConfig, window: number, isProactive: boolean): Thresholds {
  return withLevels(config, isProactive, {
    window,
    outputReserve: 0,
    effectiveWindow: window,
    autocompactThreshold: geminiCompressionPoint(config.geminiCompressionThreshold, window),
    blockingLimit: window,
  });
}

/**
 * Under OpenCode's rules: compact at the usable context (the window less the output limit, or
 * the input limit less the reserve); the usable context is also the effective window.
 */
function opencodeThresholds(
  config: ReplayConfig,
  window: number,
  isProactive: boolean,
): Thresholds {
  const usable = opencodeUsableContext({
    window,
    maxOutput: config.opencodeMaxOutputTokens,
    inputLimit: config.opencodeInputLimit,
    reserved: config.opencodeReservedTokens,
  });
  return withLevels(config, isProactive, {
    window,
    outputReserve: window - usable,
    effectiveWindow: usable,
    autocompactThreshold: usable,
    blockingLimit: usable,
  });
}

/** Other harnesses' threshold rules, each on under its own profiles' switch. */
const HARNESS_RULES: readonly {
  isOn: (config: ReplayConfig) => boolean;
  thresholds: (config: ReplayConfig, window: number, isProactive: boolean) => Thresholds;
}[] = [
  { isOn: (config) => config.codexAutoCompact, thresholds: codexThresholds },
  { isOn: (config) => config.geminiCompress, thresholds: geminiThresholds },
  { isOn: (config) => config.opencodeCompact, thresholds: opencodeThresholds },
];
