import { describe, expect, it } from "vitest";
import type { Thresholds } from "@/lib/compaction/mechanisms/threshold/compute-thresholds";
import { prepareCurveScale } from "./curve-scale";
import type { CurvePoint } from "./prepare-curve-series";

function makePoint(recordedTotal: number, replayed: number | null): CurvePoint {
  return {
    call: 0,
    cacheRead: recordedTotal,
    cacheWrite: 0,
    uncached: 0,
    output: 0,
    recordedTotal,
    replayed,
  };
}

describe("prepareCurveScale", () => {
  it.each([
    [[makePoint(150_000, 140_000)], 200_000, 240_000],
    [[makePoint(150_000, 260_000)], 200_000, 300_000],
    [[makePoint(3_000, null)], null, 20_000],
    [[], null, 20_000],
  ])("fits %j under a window of %s in %d", (points, window, yMax) => {
    const thresholds = window === null ? null : ({ window } as Thresholds);
    const scale = prepareCurveScale(points, thresholds);
    expect(scale.yMax).toBe(yMax);
  });

  it("puts the marker lanes above every line, recorded on top", () => {
    const { yMax, laneY } = prepareCurveScale([makePoint(190_000, 150_000)], {
      window: 200_000,
    } as Thresholds);
    expect(laneY.replayed).toBeGreaterThan(200_000);
    expect(laneY.recorded).toBeGreaterThan(laneY.replayed);
    expect(laneY.recorded).toBeLessThan(yMax);
  });
});
