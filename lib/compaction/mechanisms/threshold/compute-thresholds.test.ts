import { describe, expect, it } from "vitest";
import { computeThresholds } from "./compute-thresholds";
import { PROFILES, type ProfileId } from "../../config/profiles";
import type { ReplayConfig } from "../../config/replay-config";

const config = (profile: ProfileId, overrides: Partial<ReplayConfig> = {}): ReplayConfig => ({
  ...PROFILES[profile].values,
  ...overrides,
});

describe("computeThresholds", () => {
  it.each([
    [
      "200K window with 32K output reserve gives 155,000 (seed 000)",
      config("cc-2.0"),
      200_000,
      155_000,
    ],
    [
      "the 20K cap on the reserve gives 167,000 (seeds 001, 003; SPEC §5)",
      config("cc-2.1"),
      200_000,
      167_000,
    ],
    [
      "seed 002 as written gives window - 13,000 = 187,000",
      config("cc-1.0-literal"),
      200_000,
      187_000,
    ],
    [
      "64K output reserve gives 123,000 (seed 000 table)",
      config("cc-2.0", { maxOutputTokens: 64_000 }),
      200_000,
      123_000,
    ],
    [
      "the cap holds a 64K reserve to 20K",
      config("cc-2.1", { maxOutputTokens: 64_000 }),
      200_000,
      167_000,
    ],
    [
      "the cap is a min, not a max: an 8K reserve stays 8K",
      config("cc-2.1", { maxOutputTokens: 8_000 }),
      200_000,
      179_000,
    ],
    ["seed 001's 180K window, literal, gives 167K", config("cc-1.0-literal"), 180_000, 167_000],
    [
      "PCT 80 of 200K is 160,000 (seed 002 example)",
      config("cc-1.0-literal", { autocompactPctOverride: 80 }),
      200_000,
      160_000,
    ],
    [
      "PCT 80 is of the available window: floor(168,000 x 0.8)",
      config("cc-2.0", { autocompactPctOverride: 80 }),
      200_000,
      134_400,
    ],
    [
      "PCT never raises the threshold above the default",
      config("cc-2.0", { autocompactPctOverride: 100 }),
      200_000,
      155_000,
    ],
    ["a 1M window under cc-2.1", config("cc-2.1"), 1_000_000, 967_000],
  ])("%s", (_rule, values, window, expected) => {
    expect(computeThresholds(values, window).autocompactThreshold).toBe(expected);
  });

  it("puts warning and error 20,000 below the threshold and blocking 3,000 below the effective window", () => {
    const t = computeThresholds(config("cc-2.0"), 200_000);
    expect(t).toMatchObject({
      effectiveWindow: 168_000,
      warningThreshold: 135_000,
      errorThreshold: 135_000,
    });
    expect(t.blockingLimit).toBe(165_000);
  });

  it.each([
    ["DISABLE_AUTO_COMPACT", { disableAutoCompact: true }],
    ["DISABLE_COMPACT", { disableCompact: true }],
  ])(
    "measures levels against the effective window when %s is set (seed 002 x1A)",
    (_name, overrides) => {
      const t = computeThresholds(config("cc-2.0", overrides), 200_000);
      expect(t.isAutoCompactEnabled).toBe(false);
      expect(t.limit).toBe(168_000);
      expect(t.warningThreshold).toBe(148_000);
    },
  );
});
