import { describe, expect, it } from "vitest";
import { formatCompareParam, parseCompareParam, toggleCompared } from "./compare-param";

describe("parseCompareParam", () => {
  it.each<[string, string | null, string[] | undefined, string[]]>([
    ["no parameter picks nothing", null, undefined, []],
    ["keeps the picked order", "v2,recorded", undefined, ["v2", "recorded"]],
    ["drops duplicates and blanks", "recorded,, v2 ,recorded", undefined, ["recorded", "v2"]],
    ["keeps at most four", "a,b,c,d,e", undefined, ["a", "b", "c", "d"]],
    [
      "drops ids the point does not have",
      "recorded,gone,v2",
      ["recorded", "v2"],
      ["recorded", "v2"],
    ],
  ])("%s", (_rule, value, known, expected) => {
    expect(parseCompareParam(value, known)).toEqual(expected);
  });
});

describe("toggleCompared", () => {
  it.each<[string, string[], string, string[]]>([
    ["picking appends", ["recorded"], "v2", ["recorded", "v2"]],
    ["unpicking keeps the others' order", ["a", "b", "c"], "b", ["a", "c"]],
    ["a fifth pick is refused", ["a", "b", "c", "d"], "e", ["a", "b", "c", "d"]],
    ["unpicking works at four", ["a", "b", "c", "d"], "a", ["b", "c", "d"]],
  ])("%s", (_rule, ids, id, expected) => {
    expect(toggleCompared(ids, id)).toEqual(expected);
  });

  it("does not mutate its input", () => {
    const ids = ["a"];
    toggleCompared(ids, "b");
    expect(ids).toEqual(["a"]);
  });
});

describe("formatCompareParam", () => {
  it.each<[string, string[], string | null]>([
    ["none is no parameter", [], null],
    ["ids joined by commas", ["recorded", "v2"], "recorded,v2"],
  ])("%s", (_rule, ids, expected) => {
    expect(formatCompareParam(ids)).toBe(expected);
  });

  it("round-trips through parseCompareParam", () => {
    expect(parseCompareParam(formatCompareParam(["x", "y"]))).toEqual(["x", "y"]);
  });
});
