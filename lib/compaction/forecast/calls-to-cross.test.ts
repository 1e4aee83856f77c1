import { describe, expect, it } from "vitest";
import { callsToCross } from "./calls-to-cross";

describe("callsToCross", () => {
  it.each([
    { rule: "no spread: the gap over the mean, rounded up", gap: 10_001, offset: 0, expected: 11 },
    { rule: "a gap already crossed is the next call", gap: -5, offset: 0, expected: 1 },
    { rule: "a fast band crosses sooner", gap: 10_000, offset: 1.645, spread: 500, expected: 8 },
    { rule: "a slow band crosses later", gap: 10_000, offset: -1.645, spread: 500, expected: 15 },
    { rule: "null when not within the horizon", gap: 1_000_000, offset: 0, expected: null },
  ])("$rule", ({ gap, offset, spread = 0, expected }) => {
    expect(callsToCross(gap, { mean: 1_000, spread, samples: 20 }, offset, 200)).toBe(expected);
  });
});
