import { describe, expect, it } from "vitest";
import type { Thresholds } from "@/lib/compaction/mechanisms/threshold/compute-thresholds";
import { computeThresholds } from "@/lib/compaction/mechanisms/threshold/compute-thresholds";
import { PROFILES } from "@/lib/compaction/config/profiles";
import {
  prepareThresholdLines,
  thresholdPolicyOf,
  thresholdsCrossed,
} from "./prepare-threshold-lines";

function makeThresholds(change: Partial<Thresholds> = {}): Thresholds {
  return {
    window: 200_000,
    outputReserve: 20_000,
    effectiveWindow: 180_000,
    autocompactThreshold: 167_000,
    isAutoCompactEnabled: true,
    limit: 167_000,
    warningThreshold: 147_000,
    errorThreshold: 147_000,
    blockingLimit: 177_000,
    ...change,
  };
}

describe("prepareThresholdLines", () => {
  it.each([
    [true, ["Warning 147K", "Autocompact 167K", "Blocking limit 177K", "Window 200K"]],
    [false, ["Warning 147K", "Blocking limit 177K", "Window 200K"]],
  ])(
    "labels each line with its value (autocompact enabled: %s)",
    (isAutoCompactEnabled, labels) => {
      const lines = prepareThresholdLines(makeThresholds({ isAutoCompactEnabled }), "claude-code");
      expect(lines.map((line) => line.label)).toEqual(labels);
    },
  );

  it("puts the labels of lines close together on alternating sides", () => {
    const sides = prepareThresholdLines(makeThresholds(), "claude-code").map(
      (line) => line.labelSide,
    );
    // 147K and 167K are 10% of the window apart; 167K and 177K are 5%; 177K and 200K 11.5%.
    expect(sides).toEqual(["right", "right", "left", "right"]);
  });

  it("has no lines before the replay arrives", () => {
    expect(prepareThresholdLines(null, "claude-code")).toEqual([]);
  });

  it.each([
    [100_000, []],
    [150_000, ["warning"]],
    [170_000, ["warning", "autocompact"]],
    [200_000, ["warning", "autocompact", "blocking", "window"]],
  ])("a context of %d crosses %j", (tokens, keys) => {
    const lines = prepareThresholdLines(makeThresholds(), "claude-code");
    expect(thresholdsCrossed(lines, tokens).map((line) => line.key)).toEqual(keys);
  });

  // Codex's rules have one limit (90% of the window) and the window: Claude Code's warning and
  // blocking levels are no part of them, whichever harness wrote the session.
  it.each([
    ["codex", ["Codex limit 244.8K", "Window 272K"]],
    ["codex-no-auto", ["Window 272K"]],
  ] as const)("draws only Codex's limit and the window under %s", (profile, labels) => {
    const thresholds = computeThresholds(PROFILES[profile].values, 272_000);
    const lines = prepareThresholdLines(thresholds, "codex");
    expect(lines.map((line) => line.label)).toEqual(labels);
  });

  it("draws only Gemini CLI's compression point and the window under its rules", () => {
    const thresholds = computeThresholds(PROFILES.gemini.values, 1_048_576);
    expect(prepareThresholdLines(thresholds, "gemini-cli").map((line) => line.label)).toEqual([
      "Compression point 524.3K",
      "Window 1M",
    ]);
  });

  it.each([
    ["Codex's rules", { codexAutoCompact: { value: true, overridden: false } }, "codex"],
    ["Gemini CLI's rules", { geminiCompress: { value: true, overridden: false } }, "gemini-cli"],
    ["switched on by hand", { codexAutoCompact: { value: true, overridden: true } }, "codex"],
    [
      "Claude Code's rules",
      { codexAutoCompact: { value: false, overridden: false } },
      "claude-code",
    ],
  ] as const)("reads the policy from the replay's constants (%s)", (_case, config, policy) => {
    expect(thresholdPolicyOf({ config })).toBe(policy);
  });

  it("draws Claude Code's levels before a replay says otherwise", () => {
    expect(thresholdPolicyOf(null)).toBe("claude-code");
  });
});
