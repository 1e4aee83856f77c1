import { describe, expect, it } from "vitest";
import type { Usage } from "../transcript/model";
import { priceCacheRewrite, priceUsage } from "./price-usage";

function makeUsage(change: Partial<Usage> = {}): Usage {
  return {
    inputTokens: 0,
    outputTokens: 0,
    cacheCreationInputTokens: 0,
    cacheReadInputTokens: 0,
    cacheCreation1hTokens: 0,
    ...change,
  };
}

const M = 1_000_000;
/** Under the 200K long-context bar of Sonnet 4.x. */
const K100 = 100_000;

describe("priceUsage", () => {
  it.each([
    // model, usage, USD per million of each kind (the usage is 100K of each)
    ["claude-opus-4-5-20251101", { inputTokens: K100, outputTokens: K100 }, 5 + 25],
    ["claude-opus-4-1-20250805", { inputTokens: K100, outputTokens: K100 }, 15 + 75],
    ["claude-3-opus-20240229", { inputTokens: K100, outputTokens: K100 }, 15 + 75],
    ["claude-sonnet-4-5-20250929", { inputTokens: K100, outputTokens: K100 }, 3 + 15],
    ["claude-3-7-sonnet-20250219", { inputTokens: K100, outputTokens: K100 }, 3 + 15],
    ["claude-haiku-4-5-20251001", { inputTokens: K100, outputTokens: K100 }, 1 + 5],
    ["claude-3-5-haiku-20241022", { inputTokens: K100, outputTokens: K100 }, 0.8 + 4],
    ["claude-3-haiku-20240307", { inputTokens: K100, outputTokens: K100 }, 0.25 + 1.25],
    ["claude-opus-4-5", { cacheReadInputTokens: K100 }, 0.5],
    ["claude-sonnet-4-6", { cacheReadInputTokens: K100 }, 0.3],
  ])("%s: %j costs a tenth of $%s", (model, usage, usd) => {
    expect(priceUsage(model, makeUsage(usage))?.usd).toBeCloseTo(usd / 10, 10);
  });

  it.each([
    ["5-minute writes at 1.25x input", { cacheCreationInputTokens: K100 }, 3.75],
    [
      "1-hour writes at 2x input",
      { cacheCreationInputTokens: K100, cacheCreation1hTokens: K100 },
      6,
    ],
    [
      "a mix: the 1-hour part of cache_creation at 2x, the rest at 1.25x",
      { cacheCreationInputTokens: 2 * K100, cacheCreation1hTokens: K100 },
      6 + 3.75,
    ],
  ])("sonnet 4.5 prices %s", (_rule, usage, usd) => {
    expect(priceUsage("claude-sonnet-4-5-20250929", makeUsage(usage))?.usd).toBeCloseTo(
      usd / 10,
      10,
    );
  });

  it.each([
    ["at 200K input: the standard tier", 200_000, 200_000 * 3 + 1_000 * 15],
    ["above 200K input: every token at the long-context tier", 200_001, 200_001 * 6 + 1_000 * 22.5],
  ])("sonnet 4 with 1M context %s", (_rule, inputTokens, micros) => {
    const usage = makeUsage({ inputTokens, outputTokens: 1_000 });
    expect(priceUsage("claude-sonnet-4-20250514[1m]", usage)?.usd).toBeCloseTo(micros / M, 10);
  });

  it("has no long-context tier for opus", () => {
    const usage = makeUsage({ cacheReadInputTokens: 400_000 });
    expect(priceUsage("claude-opus-4-5", usage)?.usd).toBeCloseTo(0.2, 10);
  });

  it.each([["<synthetic>"], ["some-other-model"], ["claude-opus-9"]])(
    "has no price for %s (null, not zero)",
    (model) => {
      expect(priceUsage(model, makeUsage({ inputTokens: 10 }))).toBeNull();
    },
  );

  it("is deterministic and does not mutate its input", () => {
    const usage = Object.freeze(makeUsage({ inputTokens: 123, outputTokens: 456 }));
    expect(priceUsage("claude-opus-4-5", usage)).toEqual(priceUsage("claude-opus-4-5", usage));
  });
});

describe("priceCacheRewrite", () => {
  it.each([
    [
      "at the 5-minute rate when the call wrote 5-minute cache",
      makeUsage({ cacheCreationInputTokens: 10 }),
      6.25,
    ],
    [
      "at the 1-hour rate when the call wrote 1-hour cache",
      makeUsage({ cacheCreationInputTokens: 10, cacheCreation1hTokens: 10 }),
      10,
    ],
    [
      "in the call's own proportion of 1-hour writes",
      makeUsage({ cacheCreationInputTokens: 10, cacheCreation1hTokens: 5 }),
      (6.25 + 10) / 2,
    ],
    ["at the 5-minute rate when the call wrote nothing", makeUsage(), 6.25],
  ])("prices re-written tokens %s", (_rule, usage, perMillion) => {
    expect(priceCacheRewrite("claude-opus-4-5", usage, M)?.usd).toBeCloseTo(perMillion, 10);
  });

  it("has no price for an unknown model", () => {
    expect(priceCacheRewrite("<synthetic>", makeUsage(), M)).toBeNull();
  });
});
