import { describe, expect, it } from "vitest";
import { expandGrid, MAX_SWEEP_REPLAYS, requestOfSetting, type SweepGrid } from "./sweep-grid";

function messages(result: ReturnType<typeof expandGrid>): string {
  return result.ok ? "" : result.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
}

describe("expandGrid", () => {
  it.each<[string, SweepGrid, unknown[]]>([
    ["an empty grid is the profile alone", {}, [{}]],
    [
      "one axis gives one setting per value",
      { maxOutputTokens: [20_000, 32_000] },
      [{ maxOutputTokens: 20_000 }, { maxOutputTokens: 32_000 }],
    ],
    [
      "two axes give their cartesian product, first axis slowest",
      { autocompactBufferTokens: [8_000, 12_000], maxOutputTokens: [20_000, 64_000] },
      [
        { autocompactBufferTokens: 8_000, maxOutputTokens: 20_000 },
        { autocompactBufferTokens: 8_000, maxOutputTokens: 64_000 },
        { autocompactBufferTokens: 12_000, maxOutputTokens: 20_000 },
        { autocompactBufferTokens: 12_000, maxOutputTokens: 64_000 },
      ],
    ],
    [
      "profiles sweep like a constant",
      { profile: ["cc-2.0", "cc-2.1"] },
      [{ profile: "cc-2.0" }, { profile: "cc-2.1" }],
    ],
    [
      "booleans and nullable constants take their own values",
      { disableMicrocompact: [true, false], autocompactPctOverride: [null, 80] },
      [
        { disableMicrocompact: true, autocompactPctOverride: null },
        { disableMicrocompact: true, autocompactPctOverride: 80 },
        { disableMicrocompact: false, autocompactPctOverride: null },
        { disableMicrocompact: false, autocompactPctOverride: 80 },
      ],
    ],
  ])("%s", (_rule, grid, settings) => {
    expect(expandGrid(grid, "auto", 3)).toEqual({ ok: true, settings });
  });

  it.each<[string, SweepGrid, number, RegExp]>([
    [
      "names an unknown constant",
      { autocompactBuffer: [1] },
      1,
      /grid\.autocompactBuffer: unknown constant/,
    ],
    [
      "names a value out of its bounds with its index",
      { maxOutputTokens: [20_000, 0] },
      1,
      /grid\.maxOutputTokens\.1: at least 1/,
    ],
    [
      "names a value of the wrong type",
      { disableMicrocompact: ["yes"] },
      1,
      /grid\.disableMicrocompact\.0: .*boolean/,
    ],
    ["names an unknown profile", { profile: ["cc-9"] }, 1, /grid\.profile\.0/],
    [
      "caps the settings of one sweep",
      {
        maxOutputTokens: Array.from({ length: 20 }, (_, i) => 1_000 + i),
        autocompactBufferTokens: Array.from({ length: 20 }, (_, i) => i),
      },
      1,
      /400 settings: at most 200 per sweep/,
    ],
    [
      "caps the replays of one sweep",
      { maxOutputTokens: [1_000, 2_000] },
      MAX_SWEEP_REPLAYS,
      /replays: at most 250,000 per sweep/,
    ],
  ])("%s", (_rule, grid, sessions, message) => {
    const result = expandGrid(grid, "auto", sessions);
    expect(result.ok).toBe(false);
    expect(messages(result)).toMatch(message);
  });

  it("does not mutate the grid", () => {
    const grid = Object.freeze({
      maxOutputTokens: Object.freeze([1_000, 2_000]),
    }) as unknown as SweepGrid;
    expect(expandGrid(grid, "auto", 1).ok).toBe(true);
  });
});

describe("requestOfSetting", () => {
  it.each([
    [
      "auto",
      { maxOutputTokens: 20_000 },
      { profile: "auto", overrides: { maxOutputTokens: 20_000 } },
    ],
    [
      "auto",
      { profile: "cc-2.0", maxOutputTokens: 20_000 },
      { profile: "cc-2.0", overrides: { maxOutputTokens: 20_000 } },
    ],
    ["cc-2.1", {}, { profile: "cc-2.1", overrides: {} }],
  ])("a setting swept under %s becomes its replay request", (profile, setting, request) => {
    expect(requestOfSetting(profile, setting)).toEqual(request);
  });
});
