import { computeThresholds } from "../mechanisms/threshold/compute-thresholds";
import { PROFILES, profilesOfHarness, type ProfileId } from "../config/profiles";
import type { HarnessId } from "../../transcript/harness";
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
  /** The session's harness: its profiles are the candidates. */
  harness: HarnessId;
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
  harness,
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
  const profiles = profilesOfHarness(harness);
  const candidates = profiles.flatMap((profile) =>
    windows.map((w) => {
      const { values } = PROFILES[profile];
      const threshold = computeThresholds(values, w).autocompactThreshold;
      // A profile that never compacts by itself explains no automatic compaction.
      return {
        profile,
        window: w,
        threshold,
        inside: !values.disableAutoCompact && isInside(threshold),
      };
    }),
  );
  const windowRanges = profiles.map((profile) => ({
    profile,
    ...windowRangeOf(profile, lower, upper),
  }));
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

/**
 * The windows on which a profile's threshold falls inside (lower, upper]. Claude Code's is the
 * window less fixed offsets, so the interval maps to windows one to one; Codex's and Gemini
 * CLI's are a share of the window, so the interval is scaled by it.
 */
function windowRangeOf(
  profile: ProfileId,
  lower: number | null,
  upper: number | null,
): { minWindow: number | null; maxWindow: number | null } {
  const values = PROFILES[profile].values;
  if (values.codexAutoCompact) {
    const share = values.codexAutoCompactPercent / 100;
    return {
      minWindow: lower === null ? null : Math.ceil((Math.floor(lower) + 1) / share),
      maxWindow: upper === null ? null : Math.ceil((upper + 1) / share) - 1,
    };
  }
  if (values.geminiCompress) {
    // Gemini CLI's point is ceil(share x window): above lower, at most upper.
    const share = values.geminiCompressionThreshold;
    return {
      minWindow: lower === null ? null : Math.floor(Math.floor(lower) / share) + 1,
      maxWindow: upper === null ? null : Math.floor(upper / share),
    };
  }
  const offset = -computeThresholds(values, 0).autocompactThreshold;
  return {
    minWindow: lower === null ? null : Math.floor(lower) + 1 + offset,
    maxWindow: upper === null ? null : upper + offset,
  };
}
