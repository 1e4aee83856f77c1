import { computeThresholds } from "../mechanisms/threshold/compute-thresholds";
import { PROFILE_IDS, PROFILES } from "../config/profiles";
import type { ReplayConfig } from "../config/replay-config";
import type { ReplayIndex } from "../replay/replay-index";
import type { ThresholdInference } from "../replay/replay-result";
import { DEFAULT_CONTEXT_WINDOW, ONE_MILLION_CONTEXT_WINDOW } from "../mechanisms/threshold/config";
import { isInsideInterval, thresholdInterval } from "./threshold-interval";

type InferInput = {
  index: ReplayIndex;
  config: ReplayConfig;
  window: number;
  mainSource: string;
};

/**
 * The thresholds consistent with the real session (`thresholdInterval`), then which profiles,
 * on which windows, fall inside.
 *
 * @example
 * inferThreshold({ index, config, window: 200_000, mainSource: "main" }).upper // 155_800
 */
export function inferThreshold({
  index,
  config,
  window,
  mainSource,
}: InferInput): ThresholdInference {
  const { lower, upper, autoCompactions, checks } = thresholdInterval(index, config, mainSource);
  const isInside = (threshold: number) => isInsideInterval({ lower, upper }, threshold);
  const windows = [
    ...new Set([
      window,
      DEFAULT_CONTEXT_WINDOW,
      ONE_MILLION_CONTEXT_WINDOW,
      ...Object.values(config.modelWindows),
    ]),
  ].sort((a, b) => a - b);
  const candidates = PROFILE_IDS.flatMap((profile) =>
    windows.map((w) => {
      const threshold = computeThresholds(PROFILES[profile].values, w).autocompactThreshold;
      return { profile, window: w, threshold, inside: isInside(threshold) };
    }),
  );
  const windowRanges = PROFILE_IDS.map((profile) => {
    // threshold = window - reserve - buffer: the interval maps to windows one to one.
    const t = computeThresholds(PROFILES[profile].values, 0);
    const offset = -t.autocompactThreshold;
    return {
      profile,
      minWindow: lower === null ? null : Math.floor(lower) + 1 + offset,
      maxWindow: upper === null ? null : upper + offset,
    };
  });
  return {
    lower,
    upper,
    isConsistent: lower === null || upper === null || lower < upper,
    autoCompactions,
    checks,
    candidates,
    windowRanges,
  };
}
