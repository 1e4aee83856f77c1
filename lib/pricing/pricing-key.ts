import { MODEL_PRICES, type ModelPrice } from "./model-prices";

/**
 * A short fingerprint of a pricing table: stored beside each session's cost, so any edit of
 * model-prices.ts (a new model, a changed rate) re-prices the stored sessions at the next start
 * (scripts/backfill-costs.ts) with no version number to remember to bump.
 *
 * @example pricingKeyOf(MODEL_PRICES) // "p1-5f3a09c2"
 */
export function pricingKeyOf(table: readonly ModelPrice[]): string {
  const text = JSON.stringify(table.map((row) => ({ ...row, pattern: row.pattern.source })));
  // FNV-1a, 32 bits: enough to tell two versions of one small table apart.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `p1-${(hash >>> 0).toString(16).padStart(8, "0")}`;
}

/** The key of the table this build prices with. */
export const PRICING_KEY = pricingKeyOf(MODEL_PRICES);
