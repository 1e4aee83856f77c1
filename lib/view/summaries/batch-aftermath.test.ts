import { describe, expect, it } from "vitest";
import { REFERENCE_KINDS } from "@/lib/compaction/aftermath/reference-types";
import type { BatchAftermathRow } from "@/lib/contracts/summary-batch-aftermath";
import { parseCsv } from "@/lib/sweeps/testing/parse-csv";
import { toBatchAftermathCsv, toBatchAftermathView } from "./batch-aftermath";

function makeRow(overrides: Partial<BatchAftermathRow> = {}): BatchAftermathRow {
  return {
    provider: "offline",
    model: "",
    templateId: "default",
    templateVersion: 2,
    hasCustomInstructions: false,
    points: 3,
    unscoredPoints: 0,
    carriedMedian: 0.5,
    carriedP90: 0.75,
    carried: 6,
    total: 10,
    byKind: REFERENCE_KINDS.map((kind) =>
      kind === "file-reread"
        ? { kind, carried: 4, total: 6 }
        : kind === "command-rerun"
          ? { kind, carried: 2, total: 4 }
          : { kind, carried: 0, total: 0 },
    ),
    missedTokensMedian: 1_200,
    missedTokensP90: 8_400,
    missedTokensTotal: 12_345,
    missedUsd: 0.0456,
    ...overrides,
  };
}

const NAMES = new Map([["default", "Claude Code default"]]);

describe("toBatchAftermathView", () => {
  it("writes a row's figures as exact integers and its kinds that had facts", () => {
    expect(toBatchAftermathView([makeRow()], NAMES)[0]).toMatchObject({
      label: "Offline",
      template: "Claude Code default v2",
      points: "3",
      carriedMedian: "50%",
      carriedP90: "75%",
      carried: "6 of 10",
      byKind: "files re-read 4 of 6 · commands re-run 2 of 4",
      missedMedian: "1,200",
      missedP90: "8,400",
      missedTotal: "12,345",
      missedUsd: "$0.0456",
    });
  });

  it.each<
    [string, Partial<BatchAftermathRow>, Partial<ReturnType<typeof toBatchAftermathView>[0]>]
  >([
    [
      "a baseline names itself and reads no prompt",
      { provider: "baseline", model: "baseline:last-user-messages:5" },
      { label: "Baseline · last 5 user messages", template: "no prompt" },
    ],
    [
      "custom instructions are said",
      { hasCustomInstructions: true, templateId: "t9", templateVersion: 1 },
      { template: "t9 v1 + instructions" },
    ],
    [
      "a variant with no point scored says so, not 0",
      {
        points: 0,
        unscoredPoints: 2,
        carriedMedian: null,
        missedTokensTotal: null,
        missedUsd: null,
      },
      { points: "0 (2 not scored)", carriedMedian: "not scored", missedTotal: "not scored" },
    ],
    [
      "points with no fact have no share",
      { carriedMedian: null, carriedP90: null, total: 0, carried: 0 },
      { carriedMedian: "no fact", carried: "0 of 0" },
    ],
  ])("%s", (_, overrides, expected) => {
    expect(toBatchAftermathView([makeRow(overrides)], NAMES)[0]).toMatchObject(expected);
  });
});

describe("toBatchAftermathCsv", () => {
  it("writes each kind's carried and total, and empty cells for missing figures", () => {
    const [header, ...lines] = parseCsv(
      toBatchAftermathCsv([makeRow(), makeRow({ missedTokensTotal: null, missedUsd: null })]),
    );
    const cell = (line: string[] | undefined, name: string) => line?.[header!.indexOf(name)];
    expect(header).toContain("file-reread carried");
    expect(cell(lines[0], "file-reread total")).toBe("6");
    expect(cell(lines[0], "command-rerun carried")).toBe("2");
    expect(cell(lines[0], "missedTokensTotal")).toBe("12345");
    expect(cell(lines[1], "missedTokensTotal")).toBe("");
    expect(cell(lines[1], "hasCustomInstructions")).toBe("false");
  });
});
