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
    [0, 200_000, 0, false],
    [155_933, 200_000, 0.779665, false],
    [200_000, 200_000, 1, false],
    [249_000, 200_000, 1, true],
    [249_000, 1_048_576, 0.237465, false],
    [Number.NaN, 200_000, 0, false],
  ])(
    "fills the bar for %d tokens of a %d window to %d (over: %s)",
    (tokens, window, fraction, isOver) => {
      const fill = contextFill(tokens, window);
      expect(fill?.fraction).toBeCloseTo(fraction, 5);
      expect(fill?.isOverWindow).toBe(isOver);
    },
  );

  it("draws no bar against a window that is not known", () => {
    expect(contextFill(155_933, null)).toBeNull();
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
