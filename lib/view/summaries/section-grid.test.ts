import { describe, expect, it } from "vitest";
import { SUMMARY_SECTIONS } from "@/lib/compaction/summary-request/summary-sections";
import { toSectionGrid, type GridColumn, type ParsedSection } from "./section-grid";

function column(
  variantId: string,
  texts: Partial<Record<ParsedSection["id"], string>>,
): GridColumn {
  return {
    variantId,
    label: variantId,
    sections: SUMMARY_SECTIONS.map(({ id }) => {
      const text = texts[id];
      return text === undefined
        ? { id, heading: null, text: "", tokens: 0 }
        : { id, heading: id, text, tokens: Math.round(text.length / 4) };
    }),
  };
}

describe("toSectionGrid", () => {
  it("has the nine sections in their order whatever the summaries hold", () => {
    const grid = toSectionGrid([column("a", { "next-step": "go" }), column("b", {})]);
    expect(grid.map((row) => row.id)).toEqual(SUMMARY_SECTIONS.map((s) => s.id));
  });

  it.each<
    [
      string,
      GridColumn[],
      ParsedSection["id"],
      Partial<{ isMissing: boolean; tokens: number; changedWords: number; kinds: string[] }>[],
    ]
  >([
    [
      "a missing section is a missing cell in its own row",
      [column("a", { "pending-tasks": "none" }), column("b", {})],
      "pending-tasks",
      [
        { isMissing: false, tokens: 1 },
        { isMissing: true, tokens: 0, kinds: [] },
      ],
    ],
    [
      "the first column is the baseline, all same",
      [
        column("a", { "current-work": "editing the parser" }),
        column("b", { "current-work": "editing the lexer" }),
      ],
      "current-work",
      [
        { kinds: ["same"], changedWords: 0 },
        { kinds: ["same", "removed", "added"], changedWords: 2 },
      ],
    ],
    [
      "a section only the other has is all added",
      [column("a", {}), column("b", { "errors-and-fixes": "a type error" })],
      "errors-and-fixes",
      [{ isMissing: true }, { kinds: ["added"], changedWords: 3 }],
    ],
    [
      "identical sections have no changed words",
      [column("a", { "primary-request": "same" }), column("b", { "primary-request": "same" })],
      "primary-request",
      [{ changedWords: 0 }, { kinds: ["same"], changedWords: 0 }],
    ],
  ])("%s", (_rule, columns, sectionId, expected) => {
    const row = toSectionGrid(columns).find((r) => r.id === sectionId)!;
    row.cells.forEach((cell, i) => {
      const { kinds, ...rest } = expected[i]!;
      expect(cell).toMatchObject(rest);
      if (kinds) expect(cell.segments.map((s) => s.kind)).toEqual(kinds);
    });
  });

  it("keeps each cell's own text for the plain view, the baseline's struck words left out", () => {
    const row = toSectionGrid([
      column("a", { "current-work": "editing the parser" }),
      column("b", { "current-work": "editing the lexer" }),
      column("c", {}),
    ]).find((r) => r.id === "current-work")!;
    expect(row.cells.map((cell) => cell.text)).toEqual([
      "editing the parser",
      "editing the lexer",
      "",
    ]);
  });

  it("has one cell per picked variant in the picked order", () => {
    const grid = toSectionGrid([column("x", {}), column("y", {}), column("z", {})]);
    expect(grid[0]!.cells.map((c) => c.variantId)).toEqual(["x", "y", "z"]);
  });

  it("does not mutate its input", () => {
    const columns = [column("a", { "next-step": "go" }), column("b", { "next-step": "stop" })];
    const copy = structuredClone(columns);
    toSectionGrid(columns);
    expect(columns).toEqual(copy);
  });
});
