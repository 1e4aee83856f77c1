import type { Usage } from "../transcript/model";
import { findModelPrice, type TokenRates } from "./model-prices";

const PER_MILLION = 1_000_000;

/** Tokens the request sent: what decides the long-context tier. */
function inputTokensOf(usage: Usage): number {
  return usage.inputTokens + usage.cacheCreationInputTokens + usage.cacheReadInputTokens;
}

/**
 * The rates one call was charged at: its model's row, in the long-context tier when the call's
 * input exceeds it. Null when the model has no price.
 */
export function ratesFor(model: string, usage: Usage): TokenRates | null {
  const price = findModelPrice(model);
  if (price === null) return null;
  const { longContext } = price;
  return longContext && inputTokensOf(usage) > longContext.aboveInputTokens
    ? longContext.rates
    : price.rates;
}

/** 1-hour writes are part of `cacheCreationInputTokens`; the rest of it was written for 5 minutes. */
function splitCacheWrites(usage: Usage): { write5m: number; write1h: number } {
  const write1h = Math.min(usage.cacheCreation1hTokens, usage.cacheCreationInputTokens);
  return { write5m: usage.cacheCreationInputTokens - write1h, write1h };
}

/**
 * What one API call cost in USD, from the pricing table (model-prices.ts), or null when the
 * model has no price there ("<synthetic>", unknown names): never a guess.
 *
 * @example
 * priceUsage("claude-sonnet-4-5-20250929", { inputTokens: 1_000_000, outputTokens: 0,
 *   cacheCreationInputTokens: 0, cacheReadInputTokens: 0, cacheCreation1hTokens: 0 }) // { usd: 3 }
 */
export function priceUsage(model: string, usage: Usage): { usd: number } | null {
  const rates = ratesFor(model, usage);
  if (rates === null) return null;
  const { write5m, write1h } = splitCacheWrites(usage);
  const micros =
    usage.inputTokens * rates.input +
    usage.outputTokens * rates.output +
    usage.cacheReadInputTokens * rates.cacheRead +
    write5m * rates.cacheWrite5m +
    write1h * rates.cacheWrite1h;
  return { usd: micros / PER_MILLION };
}

/**
 * What writing `tokens` to the cache again cost on a call: at that call's model and tier, split
 * between the 5-minute and 1-hour rates in the proportion the call itself wrote them (5-minute
 * when it wrote nothing). Null when the model has no price.
 *
 * @example
 * priceCacheRewrite("claude-opus-4-5", usageWith1hWrites, 100_000) // { usd: 1 } (1-hour rate $10)
 */
export function priceCacheRewrite(
  model: string,
  usage: Usage,
  tokens: number,
): { usd: number } | null {
  const rates = ratesFor(model, usage);
  if (rates === null) return null;
  const { write1h } = splitCacheWrites(usage);
  const share1h = usage.cacheCreationInputTokens > 0 ? write1h / usage.cacheCreationInputTokens : 0;
  const perToken = share1h * rates.cacheWrite1h + (1 - share1h) * rates.cacheWrite5m;
  return { usd: (tokens * perToken) / PER_MILLION };
}
