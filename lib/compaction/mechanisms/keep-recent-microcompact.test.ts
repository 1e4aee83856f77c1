import { describe, expect, it } from "vitest";
import { planKeepRecent } from "./keep-recent-microcompact";
import { makeQueue } from "../testing/make-queue";

const sizes = (n: number) => Array.from({ length: n }, (_, i) => 1_000 * (i + 1));

describe("planKeepRecent", () => {
  it.each([
    ["time-based keeps the 5 most recent (seed 003)", sizes(8), 5, 0, { saved: 6_000, cleared: 3 }],
    ["nothing to clear with 5 or fewer results", sizes(5), 5, 0, null],
    ["cached microcompact waits for 12 active results (seed 003)", sizes(11), 5, 12, null],
    [
      "cached microcompact at 12 deletes all but 5",
      sizes(12),
      5,
      12,
      { saved: 28_000, cleared: 7 },
    ],
  ])("%s", (_rule, tokens, keep, trigger, expected) => {
    const plan = planKeepRecent(makeQueue(tokens), keep, trigger);
    expect(plan === null ? null : { saved: plan.saved, cleared: plan.cleared }).toEqual(expected);
  });
});
