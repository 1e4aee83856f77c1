import { describe, expect, it } from "vitest";
import { MODEL_PRICES } from "./model-prices";
import { PRICING_KEY, pricingKeyOf } from "./pricing-key";

describe("pricingKeyOf", () => {
  it("is the same for the same table", () => {
    expect(pricingKeyOf(MODEL_PRICES)).toBe(PRICING_KEY);
    expect(PRICING_KEY).toMatch(/^p1-[0-9a-f]{8}$/);
  });

  it.each([
    [
      "a changed rate",
      (row: (typeof MODEL_PRICES)[number]) => ({ ...row, rates: { ...row.rates, input: 99 } }),
    ],
    ["a changed pattern", (row: (typeof MODEL_PRICES)[number]) => ({ ...row, pattern: /^other$/ })],
  ])("changes with %s", (_change, edit) => {
    const [first, ...rest] = MODEL_PRICES;
    expect(pricingKeyOf([edit(first!), ...rest])).not.toBe(PRICING_KEY);
  });
});
