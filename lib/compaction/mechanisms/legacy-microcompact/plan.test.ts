import { describe, expect, it } from "vitest";
import { planLegacyMicrocompact } from "./plan";
import { PROFILES } from "../../config/profiles";
import { makeQueue } from "../../testing/make-queue";

const seedDefaults = PROFILES["cc-2.0"].values;
// Seed 002's illustration: Read 5,000, Read 3,000, Grep 2,000, Read 4,000, Edit 1,000, Bash 2,000.
const SEED_002_RESULTS = [5_000, 3_000, 2_000, 4_000, 1_000, 2_000];

describe("planLegacyMicrocompact", () => {
  it("reproduces seed 002's illustration with budget 7,000 and min saving 0: clears 5,000 + 3,000 + 2,000, keeps the last 3", () => {
    const queue = makeQueue(SEED_002_RESULTS);
    const plan = planLegacyMicrocompact(queue, {
      ...seedDefaults,
      microcompactBudgetTokens: 7_000,
      microcompactMinSavingTokens: 0,
    });
    expect(plan).toEqual({ totalTokens: 17_000, saved: 10_000, cleared: 3 });
    expect(queue.clearOldest(plan?.cleared ?? 0).cleared.map((r) => r.toolUseId)).toEqual([
      "r0",
      "r1",
      "r2",
    ]);
    expect(queue.activeTokens).toBe(7_000);
  });

  it("does not run on the illustration under the seed's own gates (40,000 budget, 20,000 minimum)", () => {
    expect(planLegacyMicrocompact(makeQueue(SEED_002_RESULTS), seedDefaults)).toBeNull();
  });

  it.each([
    [
      "clears oldest first until the results fit the budget",
      [30_000, 20_000, 10_000, 1_000, 1_000, 1_000],
      40_000,
      20_000,
      { saved: 30_000, cleared: 1 },
    ],
    [
      "clears nothing when the saving would be under the minimum",
      [15_000, 30_000, 1_000, 1_000, 1_000],
      40_000,
      20_000,
      null,
    ],
    [
      "never clears the last 3, even over budget",
      [10_000, 50_000, 50_000, 50_000],
      40_000,
      0,
      { saved: 10_000, cleared: 1 },
    ],
    [
      "stops as soon as the rest fits: total - saving <= budget",
      [5_000, 5_000, 5_000, 100, 100, 100],
      10_300,
      0,
      { saved: 5_000, cleared: 1 },
    ],
  ])("%s", (_rule, tokens, budget, minimum, expected) => {
    const plan = planLegacyMicrocompact(makeQueue(tokens), {
      microcompactKeepRecent: 3,
      microcompactBudgetTokens: budget,
      microcompactMinSavingTokens: minimum,
    });
    expect(plan === null ? null : { saved: plan.saved, cleared: plan.cleared }).toEqual(expected);
  });

  it("never clears an id twice: cleared results leave the queue", () => {
    const queue = makeQueue([30_000, 30_000, 30_000, 1, 1, 1]);
    const config = {
      microcompactKeepRecent: 3,
      microcompactBudgetTokens: 0,
      microcompactMinSavingTokens: 0,
    };
    const first = planLegacyMicrocompact(queue, config);
    const ids = queue.clearOldest(first?.cleared ?? 0).cleared.map((r) => r.toolUseId);
    expect(ids).toEqual(["r0", "r1", "r2"]);
    expect(planLegacyMicrocompact(queue, config)).toBeNull();
  });
});
