import { describe, expect, it } from "vitest";
import { axisDomain, type AxisDomain } from "./axis-domain";

const usd = (v: number) => `$${v.toFixed(2)}`;

describe("axisDomain", () => {
  it.each<[string, (number | null)[], number, AxisDomain | null]>([
    [
      "a $0.93 difference high above zero gets the axis to itself",
      [11.02, 11.95],
      0.01,
      { min: 10.5, max: 12.5, note: "The cost axis starts at $10.50, not at zero." },
    ],
    [
      "data near zero starts at zero, said by nothing",
      [0.5, 3],
      0.01,
      { min: 0, max: 4, note: null },
    ],
    [
      "one value alone is padded around itself",
      [12],
      1,
      { min: 11, max: 13, note: "The cost axis starts at $11.00, not at zero." },
    ],
    [
      "gaps are left out",
      [null, 4, null, 6],
      1,
      { min: 3, max: 7, note: "The cost axis starts at $3.00, not at zero." },
    ],
    ["nothing to scale", [null, null], 1, null],
    ["zero alone", [0], 1, { min: 0, max: 1, note: null }],
  ])("%s", (_rule, values, step, expected) => {
    expect(axisDomain(values, step, usd, "cost")).toEqual(expected);
  });
});
