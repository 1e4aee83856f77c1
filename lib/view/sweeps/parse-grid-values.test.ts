import { describe, expect, it } from "vitest";
import type { ConstantInput } from "@/lib/view/session/constants/constant-input";
import { parseGridValues } from "./parse-grid-values";

const whole: ConstantInput = {
  kind: "number",
  min: 0,
  max: 10_000_000,
  step: "1",
  isNullable: false,
};
const nullable: ConstantInput = { ...whole, isNullable: true };
const flag: ConstantInput = { kind: "boolean" };

describe("parseGridValues", () => {
  it.each<[string, string, ConstantInput, unknown[]]>([
    ["reads a list of numbers", "20000, 32000,64000", whole, [20_000, 32_000, 64_000]],
    ["reads K as thousands", "20K, 32k", whole, [20_000, 32_000]],
    [
      "reads a range with its end included",
      "8K..40K step 8K",
      whole,
      [8_000, 16_000, 24_000, 32_000, 40_000],
    ],
    ["steps a range by 1 without a step", "1..3", whole, [1, 2, 3]],
    [
      "keeps a range's fractional steps exact",
      "0.5..1 step 0.1",
      whole,
      [0.5, 0.6, 0.7, 0.8, 0.9, 1],
    ],
    ["reads null for a nullable number", "null, 80", nullable, [null, 80]],
    ["reads booleans", "true, false", flag, [true, false]],
    ["drops repeated values", "1, 1, 2", whole, [1, 2]],
  ])("%s", (_rule, text, input, values) => {
    expect(parseGridValues(text, input)).toEqual({ ok: true, values });
  });

  it.each<[string, string, ConstantInput, RegExp]>([
    ["refuses nothing", " , ", whole, /no values/],
    ["refuses a word for a number", "20K, lots", whole, /"lots" is not a number/],
    ["refuses a backward range", "40K..8K step 4K", whole, /ends before it starts/],
    ["refuses a zero step", "1..4 step 0", whole, /step must be above 0/],
    ["refuses a range past the values cap", "1..1000", whole, /1000 values: at most 100/],
  ])("%s", (_rule, text, input, reason) => {
    const result = parseGridValues(text, input);
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.reason).toMatch(reason);
  });
});
