import { describe, expect, it } from "vitest";
import {
  abbreviateList,
  contextFill,
  countCompactionsByTrigger,
  describeCompactionCounts,
  describeVersions,
} from "./transcript-row";

function makeCompaction(trigger: "auto" | "manual" | null) {
  return { uuid: crypto.randomUUID(), trigger, preTokens: 150_000, postTokens: null, atCall: 1 };
}

describe("compaction counts", () => {
  it.each([
    // Regression: no compaction read "—" beside microcompactions' "0".
    [[], "0"],
    [["auto", "auto"], "2 auto"],
    [["auto", "manual", "auto"], "2 auto · 1 manual"],
    [[null], "1 untyped"],
    [["manual", null], "1 manual · 1 untyped"],
  ] as const)("counts %j by trigger as %s", (triggers, expected) => {
    const counts = countCompactionsByTrigger(triggers.map(makeCompaction));
    expect(counts.total).toBe(triggers.length);
    expect(describeCompactionCounts(counts)).toBe(expected);
  });
});

describe("contextFill", () => {
  it.each([
    [0, 0, false],
    [155_933, 0.779665, false],
    [200_000, 1, false],
    [249_000, 1, true],
    [Number.NaN, 0, false],
  ])("fills the 200K bar for %d tokens to %d (over: %s)", (tokens, fraction, isOver) => {
    const fill = contextFill(tokens);
    expect(fill.fraction).toBeCloseTo(fraction, 5);
    expect(fill.isOverWindow).toBe(isOver);
  });
});

describe("abbreviations", () => {
  it("keeps the first item, counts the rest and lists all for the tooltip", () => {
    expect(abbreviateList(["0f1e2d3c-aaaa", "9a8b7c6d-bbbb"], (id) => id.slice(0, 8))).toEqual({
      first: "0f1e2d3c",
      more: 1,
      full: "0f1e2d3c-aaaa\n9a8b7c6d-bbbb",
    });
    expect(abbreviateList([])).toEqual({ first: null, more: 0, full: "" });
  });

  it.each([
    [[], "—"],
    [["2.1.19"], "2.1.19"],
    [["2.1.19", "2.1.20", "2.1.22"], "2.1.19 → 2.1.22"],
  ])("describes versions %j as %s", (versions, expected) => {
    expect(describeVersions(versions)).toBe(expected);
  });
});
