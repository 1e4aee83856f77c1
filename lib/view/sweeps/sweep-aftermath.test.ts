import { describe, expect, it } from "vitest";
import { summariseExposure } from "@/lib/compaction/aftermath/exposure-summary";
import type { SweepRow } from "@/lib/sweeps/aggregate-sweep";
import { parseCsv } from "@/lib/sweeps/testing/parse-csv";
import {
  exposureCells,
  sweepAftermathLine,
  toSweepAftermathCsv,
  toSweepAftermathRows,
} from "./sweep-aftermath";

function row(setting: Record<string, unknown> | null, figures: Partial<SweepRow> = {}): SweepRow {
  return {
    setting,
    sessions: 2,
    failedSessions: 0,
    compactions: 3,
    compactionsAuto: 3,
    compactionsManual: 0,
    callsBetweenMedian: null,
    callsBetweenP10: null,
    tokensSent: 0,
    cacheRewriteTokens: 0,
    usd: null,
    blockingLimitSessions: 0,
    ...summariseExposure([]),
    aftermathSessions: 2,
    ...figures,
  };
}

const measured = (median: number, p90: number, total: number, compactions = 3) => ({
  aftermathCompactions: compactions,
  respentMedian: median,
  respentP90: p90,
  respentTotal: total,
  rereadShare: 0.25,
});

describe("exposureCells", () => {
  it.each<[string, Partial<SweepRow>, string]>([
    ["figures as exact integers", measured(1_200, 8_400, 31_000), "1,200 8,400 31,000 25%"],
    [
      "a setting with no compaction says so, not 0",
      { aftermathCompactions: 0 },
      "no compaction no compaction no compaction no compaction",
    ],
    [
      "rows stored before the exposure was measured",
      { aftermathSessions: 0 },
      "not measured not measured not measured not measured",
    ],
    ["a setting with no session yet", { sessions: 0, aftermathSessions: 0 }, "— — — —"],
  ])("%s", (_, figures, expected) => {
    const cells = exposureCells(row({ a: 1 }, figures));
    expect([cells.median, cells.p90, cells.total, cells.rereadShare].join(" ")).toBe(expected);
  });
});

describe("toSweepAftermathRows", () => {
  it("puts the setting that re-spent least first: no compaction, then by total, then median", () => {
    const rows = [
      row(null, measured(900, 2_000, 9_000)),
      row({ b: 1 }, measured(500, 4_000, 12_000)),
      row({ b: 2 }, { aftermathCompactions: 0 }),
      row({ b: 3 }, measured(700, 1_000, 9_000)),
      row({ b: 4 }, { aftermathSessions: 0 }),
    ];
    expect(toSweepAftermathRows(rows).map((r) => r.setting)).toEqual([
      { b: 2 },
      { b: 3 },
      null,
      { b: 1 },
    ]);
  });

  it("does not mutate its input", () => {
    const rows = Object.freeze([row({ b: 1 }, measured(5, 5, 5)), row(null, measured(1, 1, 1))]);
    expect(toSweepAftermathRows(rows)).toHaveLength(2);
    expect(rows[0]!.setting).toEqual({ b: 1 });
  });
});

describe("toSweepAftermathCsv", () => {
  it("writes the rows in order, the recorded one marked, empty cells for no compaction", () => {
    const table = toSweepAftermathRows([
      row(null, measured(900, 2_000, 9_000)),
      row({ buffer: 40_000 }, { aftermathCompactions: 0 }),
    ]);
    expect(parseCsv(toSweepAftermathCsv(["buffer"], table))).toEqual([
      [
        "recorded",
        "buffer",
        "sessions",
        "compactions",
        "respentMedian",
        "respentP90",
        "respentTotal",
        "rereadShare",
      ],
      ["", "40000", "2", "0", "", "", "", ""],
      ["yes", "", "2", "3", "900", "2000", "9000", "0.25"],
    ]);
  });
});

describe("sweepAftermathLine", () => {
  it.each<[string, SweepRow[], string]>([
    [
      "the least re-spent setting against the recording",
      [
        row(null, measured(900, 2_000, 9_000, 4)),
        row({ autocompactBufferTokens: 40_000 }, measured(500, 800, 1_500)),
      ],
      "Least re-spent after its compactions: autocompactBufferTokens = 40,000, median 500 tokens re-spent per compaction (p90 800), 1,500 in all over 3 compactions; recorded: median 900 tokens re-spent per compaction (p90 2,000), 9,000 in all over 4 compactions.",
    ],
    [
      "a setting with no compaction",
      [row(null, measured(900, 2_000, 9_000, 1)), row({ a: 1 }, { aftermathCompactions: 0 })],
      "Least re-spent after its compactions: a = 1, no compaction; recorded: median 900 tokens re-spent per compaction (p90 2,000), 9,000 in all over 1 compaction.",
    ],
    [
      "nothing measured",
      [row(null, { aftermathSessions: 0 })],
      "No setting's aftermath exposure was measured.",
    ],
  ])("%s", (_, rows, expected) => {
    expect(sweepAftermathLine(rows)).toBe(expected);
  });
});
