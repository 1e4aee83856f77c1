import { describe, expect, it } from "vitest";
import { findModelPrice, MODEL_PRICES, normalizeModelId } from "./model-prices";

describe("findModelPrice", () => {
  it.each([
    ["claude-opus-4-5-20251101", "Claude Opus 4.5 and later 4.x"],
    // Every model id of the real transcripts in ../shared/fixtures/real:
    ["claude-opus-4-6", "Claude Opus 4.5 and later 4.x"],
    ["claude-opus-4.6-1m", "Claude Opus 4.5 and later 4.x"],
    ["claude-opus-4-8", "Claude Opus 4.5 and later 4.x"],
    ["claude-opus-4-1-20250805", "Claude Opus 4 and 4.1"],
    ["claude-opus-4-20250514", "Claude Opus 4 and 4.1"],
    ["claude-3-opus-20240229", "Claude 3 Opus"],
    ["claude-sonnet-4-6", "Claude Sonnet 4, 4.5 and later 4.x"],
    ["claude-sonnet-4-5-20250929[1m]", "Claude Sonnet 4, 4.5 and later 4.x"],
    ["claude-sonnet-4-20250514", "Claude Sonnet 4, 4.5 and later 4.x"],
    ["claude-3-7-sonnet-20250219", "Claude Sonnet 3.7, 3.5 and 3"],
    ["claude-3-5-sonnet-20241022", "Claude Sonnet 3.7, 3.5 and 3"],
    ["claude-haiku-4-5-20251001", "Claude Haiku 4.5"],
    ["claude-3-5-haiku-20241022", "Claude Haiku 3.5"],
    ["claude-3-haiku-20240307", "Claude Haiku 3"],
    ["us.anthropic.claude-3-5-haiku-20241022-v1:0", "Claude Haiku 3.5"],
    ["claude-3-5-sonnet-v2@20241022", "Claude Sonnet 3.7, 3.5 and 3"],
    ["CLAUDE-OPUS-4-5", "Claude Opus 4.5 and later 4.x"],
  ])("prices %s as %s", (model, label) => {
    expect(findModelPrice(model)?.label).toBe(label);
  });

  it.each([
    ["<synthetic>"],
    ["opus"],
    [""],
    ["gpt-7"],
    ["my-provider-model"],
    ["claude-opus-5"],
    ["claude-haiku-4-6"],
    ["claude-instant-1.2"],
    ["claude-2.1"],
  ])("has no price for %j rather than a guess", (model) => {
    expect(findModelPrice(model)).toBeNull();
  });

  it("normalises ids the way the table matches them", () => {
    expect(normalizeModelId("claude-sonnet-4-5-20250929[1m]")).toBe("sonnet-4-5");
    expect(normalizeModelId("claude-opus-4.6-1m")).toBe("opus-4-6");
    expect(normalizeModelId("claude-3-5-sonnet-20241022-v2:0")).toBe("3-5-sonnet");
    expect(normalizeModelId("<synthetic>")).toBeNull();
  });
});

describe("OpenAI's prices for Codex sessions", () => {
  it.each([
    ["gpt-5-codex", "GPT-5, GPT-5.1 and their Codex models", 1.25, 0.125],
    ["gpt-5.1-codex-max", "GPT-5, GPT-5.1 and their Codex models", 1.25, 0.125],
    ["openai/gpt-5-2025-08-07", "GPT-5, GPT-5.1 and their Codex models", 1.25, 0.125],
    ["gpt-5.1-codex-mini", "GPT-5 mini, GPT-5.1-Codex-Mini", 0.25, 0.025],
    ["gpt-5.2-codex", "GPT-5.2 and GPT-5.2-Codex", 1.75, 0.175],
    ["codex-mini-latest", "codex-mini-latest", 1.5, 0.375],
    ["o4-mini", "o4-mini", 1.1, 0.275],
  ])("prices %s as %s: input %s, cached input %s", (model, label, input, cached) => {
    const price = findModelPrice(model);
    expect(price?.label).toBe(label);
    expect(price?.rates).toMatchObject({ input, cacheRead: cached, cacheWrite5m: input });
  });
});

describe("MODEL_PRICES", () => {
  // Haiku 3's published cache prices are rounded to the cent ($0.03 read, $0.30 5-minute write).
  const tiers = MODEL_PRICES.filter(
    (row) => row.label !== "Claude Haiku 3" && row.vendor === undefined,
  ).flatMap((row) => [
    [row.label, row.rates] as const,
    ...(row.longContext ? [[`${row.label} (long context)`, row.longContext.rates] as const] : []),
  ]);

  it.each(tiers)(
    "%s: cache read 0.1x input, 5-minute write 1.25x, 1-hour write 2x",
    (_label, rates) => {
      expect(rates.cacheRead).toBeCloseTo(rates.input * 0.1, 10);
      expect(rates.cacheWrite5m).toBeCloseTo(rates.input * 1.25, 10);
      expect(rates.cacheWrite1h).toBeCloseTo(rates.input * 2, 10);
    },
  );
});
