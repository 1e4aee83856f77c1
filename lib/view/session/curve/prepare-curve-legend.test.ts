import { describe, expect, it } from "vitest";
import type { Thresholds } from "@/lib/compaction/mechanisms/threshold/compute-thresholds";
import type { CurveMarker } from "./prepare-curve-markers";
import { prepareCurveLegend } from "./prepare-curve-legend";
import { prepareThresholdLines } from "./prepare-threshold-lines";

const lines = prepareThresholdLines(
  {
    window: 200_000,
    warningThreshold: 147_000,
    autocompactThreshold: 167_000,
    isAutoCompactEnabled: false,
    blockingLimit: 177_000,
  } as Thresholds,
  "claude-code",
);

const breakMarker = { style: "cache-break" } as CurveMarker;

describe("prepareCurveLegend", () => {
  it.each([
    [
      true,
      [breakMarker],
      [
        "Cache read",
        "Cache write",
        "Uncached input",
        "Output",
        "Replayed context",
        "Warning",
        "Blocking limit",
        "Window",
        "Cache break",
      ],
    ],
    [
      false,
      [],
      [
        "Cache read",
        "Cache write",
        "Uncached input",
        "Output",
        "Warning",
        "Blocking limit",
        "Window",
      ],
    ],
  ])("shows what is drawn (replayed line: %s)", (hasReplayed, markers, labels) => {
    expect(prepareCurveLegend(lines, markers, hasReplayed).map((item) => item.label)).toEqual(
      labels,
    );
  });
});
