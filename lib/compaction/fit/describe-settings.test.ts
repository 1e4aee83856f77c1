import { describe, expect, it } from "vitest";
import { describeSettings } from "./describe-settings";
import type { FitSetting } from "./fit-candidates";

describe("describeSettings", () => {
  it.each<[string, FitSetting[], string]>([
    [
      "an environment variable and its value",
      [
        {
          constant: "autocompactPctOverride",
          value: 80,
          variable: "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE",
        },
      ],
      "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80",
    ],
    [
      "a window that comes with the model",
      [{ constant: "contextWindow", value: 1_000_000, variable: null }],
      "a 1,000,000-token context window",
    ],
    [
      "a remote flag that lets the model's own window act",
      [
        {
          constant: "contextWindow",
          value: 200_000,
          variable: "tengu_amber_redwood3",
          isRemoteFlag: true,
        },
      ],
      "the remote flag tengu_amber_redwood3 on",
    ],
    [
      "a variable whose name does not say who sets it, with who does",
      [{ constant: "remoteSession", value: true, variable: "CLAUDE_CODE_REMOTE" }],
      "CLAUDE_CODE_REMOTE=1 (a remote session, as Claude Code on the web runs)",
    ],
    [
      "two settings in a pair",
      [
        { constant: "contextWindow", value: 1_000_000, variable: null },
        {
          constant: "autocompactPctOverride",
          value: 20,
          variable: "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE",
        },
      ],
      "a 1,000,000-token context window, CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=20",
    ],
  ])("%s", (_rule, settings, expected) => {
    expect(describeSettings(settings)).toBe(expected);
  });
});
