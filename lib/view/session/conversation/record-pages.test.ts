import { describe, expect, it } from "vitest";
import { planRecordPages } from "./record-pages";

describe("planRecordPages", () => {
  it.each([
    ["no rows, no pages", [], 500, 40, []],
    ["close rows share a page", [1, 2, 5], 500, 40, [[1, 5, 0, 2]]],
    [
      "a gap of the line limit starts a page",
      [1, 2, 501, 502],
      500,
      40,
      [
        [1, 2, 0, 1],
        [501, 502, 2, 3],
      ],
    ],
    [
      "the row limit starts a page",
      [1, 2, 3, 4, 5],
      500,
      2,
      [
        [1, 2, 0, 1],
        [3, 4, 2, 3],
        [5, 5, 4, 4],
      ],
    ],
  ])("%s", (_name, lines, maxLines, maxRows, expected) => {
    const { pages, pageOfRow } = planRecordPages(lines, maxLines, maxRows);
    expect(pages.map((p) => [p.from, p.to, p.firstRow, p.lastRow])).toEqual(expected);
    pages.forEach((page, index) => {
      for (let row = page.firstRow; row <= page.lastRow; row++) expect(pageOfRow[row]).toBe(index);
    });
  });

  it("never asks the endpoint for more lines than it answers", () => {
    const lines = Array.from({ length: 20_000 }, (_, i) => 1 + i * 7);
    const { pages } = planRecordPages(lines);
    expect(pages.every((p) => p.to - p.from < 500 && p.lastRow - p.firstRow < 40)).toBe(true);
    expect(pages.at(-1)!.lastRow).toBe(19_999);
  });
});
