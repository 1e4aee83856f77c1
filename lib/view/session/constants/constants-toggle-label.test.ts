import { describe, expect, it } from "vitest";
import { describeConstantsToggle } from "./constants-toggle-label";

describe("describeConstantsToggle", () => {
  it.each([
    ["auto", {}, "Constants: auto"],
    ["cc-2.1", { autocompactBufferTokens: 40_000 }, "Constants: cc-2.1, 1 override"],
    [
      "auto",
      { autocompactBufferTokens: 40_000, smMaxTokens: 20_000 },
      "Constants: auto, 2 overrides",
    ],
  ] as const)("names the profile %s and counts the overrides %j", (profile, overrides, text) => {
    expect(describeConstantsToggle(profile, overrides)).toBe(text);
  });
});
