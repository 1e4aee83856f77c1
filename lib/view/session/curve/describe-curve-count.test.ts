import { describe, expect, it } from "vitest";
import { describeCurveCount } from "./describe-curve-count";
import type { CurvePoint } from "./prepare-curve-series";

const points = (n: number) => Array.from({ length: n }, () => ({}) as CurvePoint);

describe("describeCurveCount", () => {
  it.each([
    [points(140), 140, false, null, "140 calls"],
    [points(31), 31, false, { from: 10, to: 40 }, "31 calls (calls 10–40)"],
    [
      points(1_204),
      20_000,
      true,
      null,
      "Showing 1,204 points for 20,000 calls: each stretch keeps its lowest and highest calls and every event",
    ],
  ])("says what is drawn (%#)", (drawn, callsInRange, isDownsampled, range, text) => {
    expect(describeCurveCount({ points: drawn, callsInRange, isDownsampled }, range)).toBe(text);
  });
});
