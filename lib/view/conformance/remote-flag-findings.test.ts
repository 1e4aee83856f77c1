import { describe, expect, it } from "vitest";
import { makeMatrixRow } from "../../conformance/testing/make-matrix-row";
import { toRemoteFlagFindings } from "./remote-flag-findings";

const sets = [
  { id: "served-empty", description: "no flags" },
  { id: "bootstrap", description: "a window" },
  { id: "unused", description: "never run" },
  { id: "probed", description: "a probe script's", measuredBy: "scripts/probe.ts" },
];

describe("toRemoteFlagFindings", () => {
  const off = (version: string, setting: string, threshold: number | null) =>
    makeMatrixRow({ version, setting, threshold });
  const under = (flags: string, version: string, setting: string, threshold: number | null) =>
    makeMatrixRow({ version, setting, threshold, flags });

  it.each([
    [
      "the same threshold as with traffic off",
      [
        off("2.1.332", "200k+window-env", 176_970),
        under("served-empty", "2.1.332", "200k+window-env", 176_970),
      ],
      "served-empty",
      "compacts after 176,970, as with traffic off",
    ],
    [
      "a window the flag gives",
      [off("2.1.332", "200k", null), under("bootstrap", "2.1.332", "200k", 176_970)],
      "bootstrap",
      "compacts after 176,970; with traffic off never",
    ],
    [
      "no traffic-off row to compare",
      [under("bootstrap", "2.1.182", "200k", 176_970)],
      "bootstrap",
      "compacts after 176,970; not measured with traffic off",
    ],
  ])("says %s", (_name, rows, set, sentence) => {
    const findings = toRemoteFlagFindings(rows, sets);
    expect(findings.find((f) => f.id === set)?.runs.map((r) => r.sentence)).toEqual([sentence]);
  });

  it("compares an interactive run with the interactive traffic-off row, not print mode's", () => {
    const rows = [
      off("2.1.165", "opus-4-8", 500_000),
      { ...off("2.1.165", "opus-4-8", null), mode: "interactive" as const },
      { ...under("bootstrap", "2.1.165", "opus-4-8", 166_990), mode: "interactive" as const },
    ];
    const runs = toRemoteFlagFindings(rows, sets).find((f) => f.id === "bootstrap")?.runs;
    expect(runs?.map((r) => [r.id, r.sentence])).toEqual([
      [
        "2.1.165|opus-4-8|bootstrap|interactive",
        "the interactive client compacts after 166,990; with traffic off never",
      ],
    ]);
  });

  it("keeps every set in order, an unmeasured one with no runs", () => {
    const findings = toRemoteFlagFindings([off("2.1.332", "200k", null)], sets);
    expect(findings.map((f) => [f.id, f.runs.length, f.noRunsWords])).toEqual([
      ["served-empty", 0, "Not measured yet."],
      ["bootstrap", 0, "Not measured yet."],
      ["unused", 0, "Not measured yet."],
      ["probed", 0, "No matrix row: measured by scripts/probe.ts, as the description says."],
    ]);
  });
});
