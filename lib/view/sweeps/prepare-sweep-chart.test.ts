import { describe, expect, it } from "vitest";
import { summariseExposure } from "@/lib/compaction/aftermath/exposure-summary";
import type { SweepRow } from "@/lib/sweeps/aggregate-sweep";
import { prepareSweepChart } from "./prepare-sweep-chart";

function makeRow(
  setting: Record<string, unknown> | null,
  usd: number | null,
  compactions = 1,
  sessions = 2,
): SweepRow {
  return {
    setting,
    sessions,
    failedSessions: 0,
    compactions,
    compactionsAuto: compactions,
    compactionsManual: 0,
    callsBetweenMedian: null,
    callsBetweenP10: null,
    tokensSent: 0,
    cacheRewriteTokens: 0,
    usd,
    blockingLimitSessions: 0,
    ...summariseExposure([]),
  };
}

const AXES = ["buffer", "output"];
const ROWS = [
  makeRow(null, 10, 4),
  makeRow({ buffer: 8, output: 20 }, 1, 1),
  makeRow({ buffer: 8, output: 64 }, 2, 2),
  makeRow({ buffer: 16, output: 20 }, 3, 3),
  makeRow({ buffer: 16, output: 64 }, null, 4),
];

describe("prepareSweepChart", () => {
  it("puts the first numeric axis on x and one line per value of the others", () => {
    const chart = prepareSweepChart(ROWS, AXES);
    expect(chart.xAxis).toBe("buffer");
    expect(chart.config).toEqual({
      s0: { label: "output=20", color: expect.any(String) },
      s1: { label: "output=64", color: expect.any(String) },
    });
    expect(chart.cost).toEqual([
      { x: 8, s0: 1, s1: 2 },
      { x: 16, s0: 3, s1: null },
    ]);
    expect(chart.compactions[1]).toEqual({ x: 16, s0: 3, s1: 4 });
  });

  it.each<[string, SweepRow[], string[], Partial<ReturnType<typeof prepareSweepChart>>]>([
    [
      "keeps the recorded reality as a reference",
      ROWS,
      AXES,
      { recorded: { usd: 10, compactions: 4 } },
    ],
    [
      "skips a non-numeric axis for x",
      [makeRow({ profile: "cc-2.0", b: 1 }, 1), makeRow({ profile: "cc-2.1", b: 2 }, 1)],
      ["profile", "b"],
      { xAxis: "b" },
    ],
    [
      "draws nothing without a numeric axis",
      [makeRow({ profile: "cc-2.0" }, 1)],
      ["profile"],
      { xAxis: null, cost: [] },
    ],
    [
      "leaves a gap for a setting with no sessions yet",
      [makeRow({ b: 1 }, 5, 1, 0)],
      ["b"],
      { cost: [{ x: 1, s0: null }] },
    ],
  ])("%s", (_rule, rows, axes, expected) => {
    expect(prepareSweepChart(rows, axes)).toMatchObject(expected);
  });

  it("scales each value axis to its lines and the recorded reference, and says where it starts", () => {
    const rows = [makeRow(null, 11.95, 4), makeRow({ b: 1 }, 11.02, 5), makeRow({ b: 2 }, 11.4, 6)];
    expect(prepareSweepChart(rows, ["b"]).axes).toEqual({
      cost: { min: 10.5, max: 12.5, note: "The cost axis starts at $10.50, not at zero." },
      compactions: { min: 3, max: 7, note: "The compactions axis starts at 3, not at zero." },
    });
  });

  it("counts the lines past the cap instead of drawing them", () => {
    const rows = Array.from({ length: 10 }, (_, i) => makeRow({ b: 1, o: i }, 1));
    const chart = prepareSweepChart(rows, ["b", "o"]);
    expect(Object.keys(chart.config)).toHaveLength(8);
    expect(chart.hiddenLines).toBe(2);
  });
});
