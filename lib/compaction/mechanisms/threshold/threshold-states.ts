import type { Thresholds } from "./compute-thresholds";

export type ThresholdStates = {
  percentLeft: number;
  isAboveWarningThreshold: boolean;
  isAboveErrorThreshold: boolean;
  isAboveAutoCompactThreshold: boolean;
  isAtBlockingLimit: boolean;
};

/**
 * The states the pre-call check derives from a token count (seed 002 x1A, seed 004 ic):
 * percentLeft against the limit, warning and error levels, the autocompact trigger (only
 * when autocompact is enabled) and the blocking limit.
 *
 * @example
 * thresholdStates(160_000, computeThresholds(config, 200_000)).isAboveAutoCompactThreshold
 */
export function thresholdStates(tokens: number, t: Thresholds): ThresholdStates {
  const percentLeft =
    t.limit > 0 ? Math.max(0, Math.round(((t.limit - tokens) / t.limit) * 100)) : 0;
  return {
    percentLeft,
    isAboveWarningThreshold: tokens >= t.warningThreshold,
    isAboveErrorThreshold: tokens >= t.errorThreshold,
    isAboveAutoCompactThreshold: t.isAutoCompactEnabled && tokens >= t.autocompactThreshold,
    isAtBlockingLimit: tokens >= t.blockingLimit,
  };
}
