import { describe, expect, it } from "vitest";
import { describeGap, toCacheBreakRows, totalCacheBreaks } from "./cache-break-rows";
import { makeCacheBreak } from "./testing/make-replay";

describe("describeGap", () => {
  it.each([
    [null, "unknown"],
    [0, "0 s"],
    [8, "8 s"],
    [59, "59 s"],
    [60, "1 min"],
    [3_349, "56 min"],
    [3_600, "1 h"],
    [3_720, "1 h 2 min"],
    [90_000, "1 d 1 h"],
    [172_800, "2 d"],
  ])("%s seconds reads %s", (seconds, expected) => {
    expect(describeGap(seconds)).toBe(expected);
  });
});

describe("toCacheBreakRows", () => {
  it.each([
    {
      rule: "a TTL break on the main thread: gap, reason and price in words",
      input: makeCacheBreak(),
      expected: {
        atCall: 13,
        isMainThread: true,
        sourceText: "main",
        gapText: "56 min",
        reasonText: "time gap over the cache TTL",
        tokensDropped: 27_341,
        tokensRewritten: 27_341,
        costText: "$0.1709",
        modelText: expect.any(String),
      },
    },
    {
      rule: "a partial drop: tokens dropped are the cache read lost",
      input: makeCacheBreak({
        prevCacheRead: 92_052,
        cacheRead: 43_621,
        tokensRewritten: 48_431,
        reason: "server",
        gapSeconds: 8,
      }),
      expected: { tokensDropped: 48_431, gapText: "8 s", reasonText: "likely server-side" },
    },
    {
      rule: "a subagent's break is not on the main thread; a model without a price says so",
      input: makeCacheBreak({ source: "agent:1a2b3c4d5e6f", rewriteCostUsd: null }),
      expected: { isMainThread: false, sourceText: "agent 1a2b3c4d", costText: "no price" },
    },
  ])("$rule", ({ input, expected }) => {
    expect(toCacheBreakRows([input])[0]).toMatchObject(expected);
  });

  it("keeps file order and gives each row its own id", () => {
    const rows = toCacheBreakRows([
      makeCacheBreak({ atCall: 13, line: 78 }),
      makeCacheBreak({ atCall: 2, line: 90, source: "agent:x" }),
    ]);
    expect(rows.map((row) => row.id)).toEqual(["main:13:78", "agent:x:2:90"]);
  });
});

describe("totalCacheBreaks", () => {
  it.each([
    {
      rule: "nothing",
      input: [],
      expected: { count: 0, tokensRewritten: 0, costUsd: 0, unpriced: 0 },
    },
    {
      rule: "sums tokens and priced cost, counts the unpriced",
      input: [
        makeCacheBreak({ tokensRewritten: 100, rewriteCostUsd: 0.5 }),
        makeCacheBreak({ tokensRewritten: 50, rewriteCostUsd: null }),
      ],
      expected: { count: 2, tokensRewritten: 150, costUsd: 0.5, unpriced: 1 },
    },
  ])("$rule", ({ input, expected }) => {
    expect(totalCacheBreaks(toCacheBreakRows(input))).toEqual(expected);
  });
});
