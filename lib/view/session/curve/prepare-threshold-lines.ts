import type { Thresholds } from "@/lib/compaction/mechanisms/threshold/compute-thresholds";
import type { ConfigEntry } from "@/lib/compaction/replay/replay-result";
import { formatTokens } from "@/lib/view/format/format-number";
import { THRESHOLD_LINES, type ThresholdKey } from "./curve-config";

export type ThresholdLine = {
  key: ThresholdKey;
  value: number;
  label: string;
  /** Where the label sits, so labels of lines close together do not overlap. */
  labelSide: "left" | "right";
};

/** Two lines closer than this share of the window get their labels on opposite sides. */
const CLOSE_FRACTION = 0.08;

/** Whose rules the replay ran: Claude Code's levels, or another harness's one limit. */
export type ThresholdPolicy = "claude-code" | "codex" | "gemini-cli" | "opencode";

/** The switch each harness's policy has among the replay's constants, and the line of its limit. */
const ONE_LIMIT_POLICIES = [
  { policy: "codex", switchedOnBy: "codexAutoCompact", line: "codexLimit" },
  { policy: "gemini-cli", switchedOnBy: "geminiCompress", line: "geminiPoint" },
  { policy: "opencode", switchedOnBy: "opencodeCompact", line: "opencodeUsable" },
] as const satisfies readonly {
  policy: Exclude<ThresholdPolicy, "claude-code">;
  switchedOnBy: string;
  line: ThresholdKey;
}[];

type PolicySwitch = (typeof ONE_LIMIT_POLICIES)[number]["switchedOnBy"];

/**
 * The policy in force is the replay's constants', not the session's harness: a Claude Code
 * session replayed under a Codex or Gemini CLI profile (or with its switch turned on) compacts
 * by that harness's one limit alone.
 */
export function thresholdPolicyOf(
  replay: { config: Partial<Record<PolicySwitch, ConfigEntry>> } | null,
): ThresholdPolicy {
  const other = ONE_LIMIT_POLICIES.find((p) => replay?.config[p.switchedOnBy]?.value === true);
  return other?.policy ?? "claude-code";
}

/** The levels each policy has: the other harnesses warn at no level and block at none of Claude Code's. */
function levelsOf(thresholds: Thresholds, policy: ThresholdPolicy): [ThresholdKey, number][] {
  const other = ONE_LIMIT_POLICIES.find((p) => p.policy === policy);
  const limit: [ThresholdKey, number][] = thresholds.isAutoCompactEnabled
    ? [[other?.line ?? "autocompact", thresholds.autocompactThreshold]]
    : [];
  if (other) return [...limit, ["window", thresholds.window]];
  return [
    ["warning", thresholds.warningThreshold],
    ...limit,
    ["blocking", thresholds.blockingLimit],
    ["window", thresholds.window],
  ];
}

/**
 * The horizontal lines of the curve from the replay's thresholds, lowest first, each labelled
 * with its value. Claude Code's rules: the warning level, the autocompact threshold (only when
 * auto compaction is enabled), the blocking limit and the window. Codex's: its limit (when it
 * compacts automatically) and the window.
 *
 * @example
 * prepareThresholdLines(thresholds, "claude-code").map((line) => line.label)
 * // ["Warning 147K", "Autocompact 167K", "Blocking limit 177K", "Window 200K"]
 * prepareThresholdLines(codexThresholds, "codex").map((line) => line.label)
 * // ["Codex limit 244.8K", "Window 272K"]
 */
export function prepareThresholdLines(
  thresholds: Thresholds | null,
  policy: ThresholdPolicy,
): ThresholdLine[] {
  if (!thresholds) return [];
  const values = levelsOf(thresholds, policy);
  const sorted = values.sort((a, b) => a[1] - b[1]);
  const lines: ThresholdLine[] = [];
  for (const [key, value] of sorted) {
    const previous = lines[lines.length - 1];
    const isClose =
      previous !== undefined && value - previous.value < thresholds.window * CLOSE_FRACTION;
    lines.push({
      key,
      value,
      label: `${THRESHOLD_LINES[key].label} ${formatTokens(value)}`,
      labelSide: isClose && previous.labelSide === "right" ? "left" : "right",
    });
  }
  return lines;
}

/** The thresholds a context of `tokens` is at or over, lowest first (for the tooltip). */
export function thresholdsCrossed(
  lines: readonly ThresholdLine[],
  tokens: number,
): ThresholdLine[] {
  return lines.filter((line) => tokens >= line.value);
}
