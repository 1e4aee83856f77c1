import { describe, expect, it } from "vitest";
import type { CurveScale } from "./curve-scale";
import { placeCurveMarkers, type PlotArea } from "./place-curve-markers";
import type { CurveMarker } from "./prepare-curve-markers";

function makeMarker(atCall: number, source: CurveMarker["source"] = "recorded"): CurveMarker {
  return {
    id: `${source}-${atCall}`,
    source,
    kind: "compaction",
    family: "compaction",
    style: source === "recorded" ? "recorded-auto" : "replayed-compaction",
    atCall,
    tokens: 160_000,
    label: `Compaction before call ${atCall}`,
  };
}

const SCALE: CurveScale = { yMax: 200_000, laneY: { recorded: 150_000, replayed: 100_000 } };
const PLOT: PlotArea = { left: 52, top: 8, width: 400, height: 200 };

describe("placeCurveMarkers", () => {
  it.each([
    [0, 52],
    [50, 252],
    [100, 452],
  ])("puts call %d at x %d on a 0 to 100 axis", (call, cx) => {
    const [placed] = placeCurveMarkers([makeMarker(call)], [0, 100], SCALE, PLOT);
    expect(placed?.cx).toBe(cx);
  });

  it("puts each source on its lane's height of the token axis", () => {
    const placed = placeCurveMarkers(
      [makeMarker(10, "recorded"), makeMarker(10, "replayed")],
      [0, 100],
      SCALE,
      PLOT,
    );
    // 150,000 of 200,000 is a quarter down the plot; 100,000 half way.
    expect(placed.map((p) => p.cy)).toEqual([58, 108]);
  });

  it("leaves out the markers outside a zoomed domain, keeping both ends", () => {
    const markers = [5, 20, 30, 40, 60].map((call) => makeMarker(call));
    const placed = placeCurveMarkers(markers, [20, 40], SCALE, PLOT);
    expect(placed.map((p) => [p.marker.atCall, p.cx])).toEqual([
      [20, 52],
      [30, 252],
      [40, 452],
    ]);
  });

  it("centres a one-call domain instead of dividing by zero", () => {
    const [placed] = placeCurveMarkers([makeMarker(7)], [7, 7], SCALE, PLOT);
    expect(placed?.cx).toBe(252);
  });

  it("does not change the markers it places", () => {
    const markers = Object.freeze([Object.freeze(makeMarker(10))]);
    expect(placeCurveMarkers(markers, [0, 100], SCALE, PLOT)[0]?.marker).toBe(markers[0]);
  });
});
