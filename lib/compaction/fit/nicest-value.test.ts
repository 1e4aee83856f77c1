import { describe, expect, it } from "vitest";
import { nicestIn, PERCENT_STEPS, simplicity, TOKEN_STEPS } from "./nicest-value";

describe("nicestIn", () => {
  it.each([
    { low: 143_500, high: 151_200, expected: 150_000 },
    { low: 199_999, high: 200_000, expected: 200_000 },
    // The low end is open: a check at exactly 200,000 that did not fire rules 200,000 out.
    { low: 200_000, high: 200_400, expected: 200_100 },
    { low: 176_120.5, high: 176_900, expected: 176_200 },
    { low: 5, high: 5, expected: null },
    { low: 10.2, high: 10.9, expected: null },
  ])("($low, $high] gives $expected", ({ low, high, expected }) => {
    expect(nicestIn(low, high, TOKEN_STEPS)).toBe(expected);
  });

  it("takes the smallest of equally round values", () => {
    expect(nicestIn(71, 89, PERCENT_STEPS)).toBe(80);
    expect(nicestIn(71, 79, PERCENT_STEPS)).toBe(75);
  });
});

describe("simplicity", () => {
  it.each([
    [80, [], 1],
    [73, [], 2],
    [64_000, [64_000], 0],
    [64_000, [], 2],
    [177_000, [], 3],
    [200_000, [], 1],
  ])("%d (known %j) is %d", (value, known, expected) => {
    expect(simplicity(value, known)).toBe(expected);
  });
});
