import { describe, expect, it } from "vitest";
import type { Thresholds } from "@/lib/compaction/mechanisms/threshold/compute-thresholds";
import { describeCurvePoint, groupMarkersByCall } from "./describe-curve-point";
import type { CurveMarker } from "./prepare-curve-markers";
import { prepareThresholdLines } from "./prepare-threshold-lines";

const lines = prepareThresholdLines(
  {
    window: 200_000,
    warningThreshold: 147_000,
    autocompactThreshold: 167_000,
    isAutoCompactEnabled: true,
    blockingLimit: 177_000,
  } as Thresholds,
  "claude-code",
);

function makeMarker(atCall: number, label: string): CurveMarker {
  return {
    id: label,
    source: "recorded",
    kind: "compaction",
    family: "compaction",
    style: "recorded-auto",
    atCall,
    tokens: null,
    label,
  };
}

describe("describeCurvePoint", () => {
  const point = {
    call: 115,
    cacheRead: 160_000,
    cacheWrite: 8_000,
    uncached: 10,
    output: 900,
    recordedTotal: 168_910,
    replayed: null,
  };

  it("lists the parts top of the stack first, then both totals, a missing replay as a dash", () => {
    const { title, rows } = describeCurvePoint(point, lines, []);
    expect(title).toBe("Call 115");
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ["Output", "900"],
      ["Uncached input", "10"],
      ["Cache write", "8,000"],
      ["Cache read", "160,000"],
      ["Recorded context", "168,910"],
      ["Replayed context", "—"],
    ]);
  });

  it("names the thresholds crossed and the markers at that call", () => {
    const marker = makeMarker(115, "Recorded auto compaction before call 115");
    const described = describeCurvePoint(point, lines, [marker]);
    expect(described.crossed).toEqual(["Warning 147K", "Autocompact 167K"]);
    expect(described.markers).toEqual([marker.label]);
  });
});

describe("groupMarkersByCall", () => {
  it("groups markers by call, keeping their order", () => {
    const grouped = groupMarkersByCall([
      makeMarker(3, "a"),
      makeMarker(9, "b"),
      makeMarker(3, "c"),
    ]);
    expect([...grouped].map(([call, group]) => [call, group.map((m) => m.label)])).toEqual([
      [3, ["a", "c"]],
      [9, ["b"]],
    ]);
  });
});
