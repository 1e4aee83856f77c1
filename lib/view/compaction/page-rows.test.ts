import { describe, expect, it } from "vitest";
import { pageRows, parsePageParam } from "./page-rows";

const rows = Array.from({ length: 450 }, (_, i) => i);

describe("pageRows", () => {
  it.each([
    [1, 0, 199, 1, "showing 1–200 of 450"],
    [2, 200, 399, 2, "showing 201–400 of 450"],
    [3, 400, 449, 3, "showing 401–450 of 450"],
    [9, 400, 449, 3, "showing 401–450 of 450"],
    [0, 0, 199, 1, "showing 1–200 of 450"],
  ])("page %i shows rows %i to %i (page %i): %s", (page, first, last, shown, label) => {
    const result = pageRows(rows, page, 200);
    expect([result.rows[0], result.rows.at(-1), result.page, result.pages, result.label]).toEqual([
      first,
      last,
      shown,
      3,
      label,
    ]);
  });

  it.each([
    [[], "all 0", 1],
    [[1, 2, 3], "all 3", 1],
  ])("says all when everything fits (%j)", (few, label, pages) => {
    expect(pageRows(few, 1, 200)).toMatchObject({ label, pages, total: few.length });
  });
});

describe("parsePageParam", () => {
  it.each([
    ["3", 3],
    [["4", "5"], 4],
    [undefined, 1],
    [null, 1],
    ["0", 1],
    ["-2", 1],
    ["2.5", 1],
    ["abc", 1],
    ["99999999", 1],
  ])("reads %j as page %i", (text, page) => {
    expect(parsePageParam(text)).toBe(page);
  });
});
