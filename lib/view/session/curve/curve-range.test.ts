import { describe, expect, it } from "vitest";
import { brushIndicesToRange, clampCallRange, rangeToBrushIndices } from "./curve-range";
import type { CurvePoint } from "./prepare-curve-series";

function makePoints(calls: number[]): CurvePoint[] {
  return calls.map((call) => ({
    call,
    cacheRead: 0,
    cacheWrite: 0,
    uncached: 0,
    output: 0,
    recordedTotal: 0,
    replayed: null,
  }));
}

describe("clampCallRange", () => {
  it.each([
    [null, 0, 140, null],
    [{ from: 10, to: 40 }, 0, 140, { from: 10, to: 40 }],
    [{ from: 0, to: 900 }, 0, 140, null],
    [{ from: 100, to: 900 }, 0, 140, { from: 100, to: 140 }],
    [{ from: 500, to: 900 }, 0, 140, null],
    [{ from: 10, to: 40 }, null, null, null],
  ])("fits %j to calls %s..%s", (range, first, last, expected) => {
    expect(clampCallRange(range, first, last)).toEqual(expected);
  });
});

describe("brush indices", () => {
  const points = makePoints([0, 5, 10, 20, 40]);

  it.each([
    [null, 0, 4],
    [{ from: 5, to: 20 }, 1, 3],
    [{ from: 6, to: 39 }, 2, 3],
  ])("range %j puts the handles on points %d..%d", (range, startIndex, endIndex) => {
    expect(rangeToBrushIndices(points, range)).toEqual({ startIndex, endIndex });
  });

  it.each([
    [0, 4, null],
    [1, 3, { from: 5, to: 20 }],
    [undefined, 2, { from: 0, to: 10 }],
  ])("handles %s..%s select %j", (startIndex, endIndex, range) => {
    expect(brushIndicesToRange(points, startIndex, endIndex)).toEqual(range);
  });

  it("round-trips a range that starts and ends on points", () => {
    const range = { from: 10, to: 40 };
    const { startIndex, endIndex } = rangeToBrushIndices(points, range);
    expect(brushIndicesToRange(points, startIndex, endIndex)).toEqual(range);
  });
});
