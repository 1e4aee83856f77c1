import { describe, expect, it } from "vitest";
import { formatMatrixTable, mergeMatrix, toMatrixCells } from "./format-matrix";
import type { MatrixRow } from "./matrix-schema";
import { makeMatrixRow } from "./testing/make-matrix-row";

const row = (version: string, setting: string, threshold: number | null): MatrixRow =>
  makeMatrixRow({ version, setting, threshold, preTokens: threshold, engine: null });

describe("mergeMatrix", () => {
  it("replaces the measured (version, setting) rows, keeps the others, in version order", () => {
    const previous = {
      measuredAt: "old",
      versions: ["2.0.8", "2.1.63"],
      rows: [row("2.1.63", "200k", 1), row("2.0.8", "200k", 2)],
    };
    const merged = mergeMatrix(
      previous,
      [row("2.1.63", "200k", 3), row("2.0.10", "200k", 4)],
      "new",
    );
    expect(merged.rows.map((r) => [r.version, r.threshold])).toEqual([
      ["2.0.8", 2],
      ["2.0.10", 4],
      ["2.1.63", 3],
    ]);
    expect(merged).toMatchObject({ measuredAt: "new", versions: ["2.0.8", "2.0.10", "2.1.63"] });
  });

  it("keeps each harness's rows apart, Claude Code's first, and replaces a Codex row by its own", () => {
    const codexRow = (version: string, threshold: number) => ({
      ...row(version, "default", threshold),
      harness: "codex" as const,
    });
    const previous = {
      measuredAt: "old",
      versions: ["2.1.63", "0.45.0"],
      rows: [row("2.1.63", "default", 1), codexRow("0.45.0", 2)],
    };
    const merged = mergeMatrix(previous, [codexRow("0.169.0", 3), codexRow("0.45.0", 4)], "new");
    expect(merged.rows.map((r) => [r.harness, r.version, r.threshold])).toEqual([
      ["claude-code", "2.1.63", 1],
      ["codex", "0.45.0", 4],
      ["codex", "0.169.0", 3],
    ]);
  });

  it("keeps a row measured under remote flags beside the one measured with traffic off", () => {
    const previous = {
      measuredAt: "old",
      versions: ["2.1.332"],
      rows: [row("2.1.332", "200k", 1)],
    };
    const flagged = { ...row("2.1.332", "200k", 2), flags: "served-empty" };
    const merged = mergeMatrix(previous, [flagged], "new");
    expect(merged.rows.map((r) => [r.flags, r.threshold])).toEqual([
      ["none: non-essential traffic off", 1],
      ["served-empty", 2],
    ]);
  });

  it("keeps a row measured in the interactive client beside the print-mode one, after it", () => {
    const previous = {
      measuredAt: "old",
      versions: ["2.1.165"],
      rows: [row("2.1.165", "200k", 1)],
    };
    const interactive = { ...row("2.1.165", "200k", 2), mode: "interactive" as const };
    const merged = mergeMatrix(previous, [interactive], "new");
    expect(merged.rows.map((r) => [r.mode ?? "print", r.threshold])).toEqual([
      ["print", 1],
      ["interactive", 2],
    ]);
    const again = mergeMatrix(merged, [{ ...interactive, threshold: 3 }], "newer");
    expect(again.rows.map((r) => [r.mode ?? "print", r.threshold])).toEqual([
      ["print", 1],
      ["interactive", 3],
    ]);
  });

  it("keeps a row's model windows when the new run left scenario 5 out, and takes new ones", () => {
    const windows = (window: "200k" | "1m") => [
      {
        model: "claude-opus-4-7",
        window,
        sentAs: null,
        compactedAt: null,
        preTokens: null,
        failure: null,
        disagreements: [],
      },
    ];
    const previous = {
      measuredAt: "old",
      versions: ["2.1.330"],
      rows: [
        { ...row("2.1.330", "a", 1), modelWindows: windows("1m") },
        { ...row("2.1.330", "b", 1), modelWindows: windows("1m") },
      ],
    };
    const merged = mergeMatrix(
      previous,
      [row("2.1.330", "a", 2), { ...row("2.1.330", "b", 2), modelWindows: windows("200k") }],
      "new",
    );
    expect(merged.rows.map((r) => [r.setting, r.threshold, r.modelWindows?.[0]?.window])).toEqual([
      ["a", 2, "1m"],
      ["b", 2, "200k"],
    ]);
  });

  it("does not mutate the previous matrix", () => {
    const previous = { measuredAt: "old", versions: ["2.0.8"], rows: [row("2.0.8", "200k", 2)] };
    const copy = structuredClone(previous);
    mergeMatrix(previous, [row("2.0.8", "200k", 5)], "new");
    expect(previous).toEqual(copy);
  });
});

describe("formatMatrixTable", () => {
  it("prints one line per row under a header, never for a run that failed a threshold", () => {
    const table = formatMatrixTable({
      rows: [row("2.0.8", "200k", 155_000), { ...row("2.1.330", "200k", null), failures: ["x"] }],
    });
    const lines = table.split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/^2\.0\.8 \(cli\.js\)\s+\| 200k\s+\| 155,000 /);
    expect(lines[3]).toMatch(/\| - .*FAILED$/);
  });
});

describe("toMatrixCells", () => {
  it("names the engine's lone-round threshold beside its autocompact threshold", () => {
    const row = makeMatrixRow({
      engine: { ...makeMatrixRow().engine!, threshold: 144_000, loneRoundThreshold: 177_000 },
    });
    expect(toMatrixCells(row).engine).toBe("cc-2.0 144,000, lone round 177,000 (+0)");
  });
});
