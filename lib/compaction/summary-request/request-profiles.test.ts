import { describe, expect, it } from "vitest";
import { compareVersions } from "../config/resolve-profile";
import {
  profileMaxTokens,
  SUMMARY_REQUEST_PROFILES,
  summaryRequestProfile,
} from "./request-profiles";
import { MAIN_LOOP_TOOL_LISTS, mainLoopTools } from "./request-tools";

describe("summaryRequestProfile", () => {
  it("lists the profiles oldest first, each measured inside its own range", () => {
    SUMMARY_REQUEST_PROFILES.forEach((profile, i) => {
      const next = SUMMARY_REQUEST_PROFILES[i + 1];
      if (next) expect(compareVersions(profile.since, next.since)).toBeLessThan(0);
      for (const version of profile.measured) expect(summaryRequestProfile(version)).toBe(profile);
    });
  });

  it.each([
    ["2.0.21", "2.0.22", "temperature"],
    ["2.1.19", "2.1.20", "frame"],
    ["2.1.30", "2.1.31", "temperature"],
    ["2.1.62", "2.1.63", "repeatsSectionSix"],
    ["2.1.68", "2.1.69", "maxTokens"],
    ["2.1.85", "2.1.86", "system"],
    ["2.1.96", "2.1.97", "maxTokens"],
    ["2.1.191", "2.1.193", "maxTokens"],
    ["2.1.286", "2.1.287", "thinking"],
    ["2.1.325", "2.1.326", "pendingUserMessage"],
  ] as const)("changes between %s and %s (bisected): %s", (before, after, field) => {
    expect(summaryRequestProfile(before)[field]).not.toEqual(summaryRequestProfile(after)[field]);
  });

  it.each([
    ["2.0.8", 10_000, 20_000],
    ["2.1.63", 10_000, 20_000],
    ["2.1.68", 10_000, 20_000],
    ["2.1.70", 10_000, 10_000],
    ["2.1.85", 64_000, 20_000],
    ["2.1.96", 64_000, 64_000],
    ["2.1.91", 32_000, 32_000],
    ["2.1.112", 10_000, 10_000],
    ["2.1.112", 32_000, 20_000],
    ["2.1.330", 10_000, 10_000],
    ["2.1.330", 32_000, 32_000],
    ["2.1.330", 64_000, 64_000],
  ] as const)("%s with an output limit of %i sends max_tokens %i", (version, limit, expected) => {
    expect(profileMaxTokens(summaryRequestProfile(version), limit)).toBe(expected);
  });

  it("takes the newest profile for an unknown version, and the first tool list before 2.1.86", () => {
    expect(summaryRequestProfile(null)).toBe(SUMMARY_REQUEST_PROFILES.at(-1));
    expect(mainLoopTools("2.1.330")).toHaveLength(12);
    expect(mainLoopTools("2.1.50")).toEqual(mainLoopTools("2.1.86"));
  });
});

describe("mainLoopTools", () => {
  it("changes exactly at each bisected change point, the list before holding to its neighbour", () => {
    MAIN_LOOP_TOOL_LISTS.forEach((list, i) => {
      const before = MAIN_LOOP_TOOL_LISTS[i - 1];
      if (before === undefined || list.after === undefined) return;
      expect(compareVersions(before.since, list.after)).toBeLessThanOrEqual(0);
      expect(compareVersions(list.after, list.since)).toBeLessThan(0);
      expect(mainLoopTools(list.after)).toBe(before.tools);
      expect(mainLoopTools(list.since)).toBe(list.tools);
      expect(list.tools).not.toEqual(before.tools);
    });
  });

  // The matrix's versions between probed ones (2.1.152 sent 2.1.153's list, not 2.1.112's).
  it.each([
    ["2.1.112", 23, "TodoWrite"],
    ["2.1.152", 26, "TaskCreate"],
    ["2.1.161", 27, "Glob"],
    ["2.1.187", 23, "SendMessage"],
    ["2.1.268", 25, "TaskOutput"],
    ["2.1.304", 12, "ToolSearch"],
  ] as const)("%s sends %i tools, %s among them", (version, count, name) => {
    expect(mainLoopTools(version)).toHaveLength(count);
    expect(mainLoopTools(version)).toContain(name);
  });
});
