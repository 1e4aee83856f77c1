import { describe, expect, it } from "vitest";
import type { ConstantInput } from "./constant-input";
import { stepConstantText } from "./step-constant";

type NumberInput = Extract<ConstantInput, { kind: "number" }>;

const makeInput = (change: Partial<NumberInput> = {}): NumberInput => ({
  kind: "number",
  min: 0,
  max: null,
  step: "1",
  isNullable: false,
  ...change,
});

describe("stepConstantText", () => {
  it.each([
    ["13000", 1, false, "13001"],
    ["13000", -1, false, "12999"],
    ["13000", 1, true, "13010"],
    ["13000", -1, true, "12990"],
    [" 40000 ", 1, false, "40001"],
    ["3.5", 1, false, "4.5"],
    ["0.1", 1, false, "1.1"],
  ] as const)("steps %s by %d (large: %s) to %s", (text, direction, isLarge, expected) => {
    expect(stepConstantText(text, makeInput(), direction, isLarge)).toBe(expected);
  });

  it.each([
    ["5", makeInput({ min: 0 }), -1, true, "0"],
    ["9", makeInput({ max: 10 }), 1, true, "10"],
    ["", makeInput({ min: 1_000, isNullable: true }), 1, false, "1000"],
  ] as const)("keeps %s inside the bounds of %j", (text, input, direction, isLarge, expected) => {
    expect(stepConstantText(text, input, direction, isLarge)).toBe(expected);
  });

  it.each([
    ["not a number", "abc", makeInput(), 1],
    ["at the lower bound", "0", makeInput({ min: 0 }), -1],
    ["at the upper bound", "10", makeInput({ max: 10 }), 1],
  ] as const)("has nothing to step %s", (_, text, input, direction) => {
    expect(stepConstantText(text, input, direction, false)).toBeNull();
  });
});
