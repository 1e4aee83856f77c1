import { describe, expect, it } from "vitest";
import { findModelPrice } from "./model-prices";
import { whyUnpriced } from "./unpriced-models";

describe("whyUnpriced", () => {
  it.each(["gemini-2.5-pro", "gemini-3.1-pro-preview", "models/gemini-2.5-flash"])(
    "says why %s has no price, and the table indeed has none",
    (model) => {
      expect(whyUnpriced(model)).toMatch(/^Gemini prices are not in the table/);
      expect(findModelPrice(model)).toBeNull();
    },
  );

  it.each(["claude-sonnet-4-5", "gpt-5-codex", "glm-4.7"])("has no reason for %s", (model) => {
    expect(whyUnpriced(model)).toBeNull();
  });
});
