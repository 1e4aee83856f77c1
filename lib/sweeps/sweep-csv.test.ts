import { describe, expect, it } from "vitest";
import { summariseExposure } from "@/lib/compaction/aftermath/exposure-summary";
import type { SweepRow } from "./aggregate-sweep";
import { SWEEP_CSV_FIGURES, toSweepCsv } from "./sweep-csv";
import { parseCsv } from "./testing/parse-csv";

function makeRow(overrides: Partial<SweepRow> = {}): SweepRow {
  return {
    setting: { maxOutputTokens: 20_000 },
    sessions: 3,
    failedSessions: 0,
    compactions: 4,
    compactionsAuto: 3,
    compactionsManual: 1,
    callsBetweenMedian: 50,
    callsBetweenP10: 12,
    tokensSent: 1_234_567,
    cacheRewriteTokens: 45_000,
    usd: 12.345678,
    blockingLimitSessions: 1,
    ...summariseExposure([]),
    ...overrides,
  };
}

describe("toSweepCsv", () => {
  it.each([
    [
      "marks the recorded reality and leaves its setting cells empty",
      makeRow({ setting: null }),
      ["yes", "", "3"],
    ],
    ["writes a setting's value in its axis column", makeRow(), ["", "20000", "3"]],
    [
      "writes null figures as empty cells",
      makeRow({ usd: null, callsBetweenMedian: null }),
      ["", "20000", "3"],
    ],
  ])("%s", (_rule, row, firstCells) => {
    const [header, line] = parseCsv(toSweepCsv(["maxOutputTokens"], [row]));
    expect(header).toEqual(["recorded", "maxOutputTokens", ...SWEEP_CSV_FIGURES]);
    expect(line?.slice(0, 3)).toEqual(firstCells);
  });

  it("quotes a value holding a comma or a quote", () => {
    const csv = toSweepCsv(
      ["compactableTools"],
      [makeRow({ setting: { compactableTools: ["Read", "Bash"] } })],
    );
    expect(parseCsv(csv)[1]?.[1]).toBe('["Read","Bash"]');
  });
});
