import { describe, expect, it } from "vitest";
import { describeForecastSettings } from "./describe-forecast-settings";

describe("describeForecastSettings", () => {
  it.each([
    {
      rule: "the latest version and the profile",
      versions: ["2.1.20", "2.1.22"],
      profile: "auto",
      overrides: {},
      text: "2.1.22 under auto",
    },
    {
      rule: "counts the overrides",
      versions: ["2.1.22"],
      profile: "cc-2.1",
      overrides: { autocompactPctOverride: 80, maxOutputTokens: 8_000 },
      text: "2.1.22 under cc-2.1, 2 overrides",
    },
    {
      rule: "skips calls with no version",
      versions: ["2.1.70", null],
      profile: "fitted",
      overrides: {},
      text: "2.1.70 under fitted",
    },
    {
      rule: "says when no call has a version",
      versions: [],
      profile: "auto",
      overrides: {},
      text: "an unknown version under auto",
    },
  ] as const)("$rule", ({ versions, profile, overrides, text }) => {
    expect(describeForecastSettings(versions, profile, overrides)).toBe(text);
  });
});
