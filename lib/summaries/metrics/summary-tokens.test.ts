import { describe, expect, it } from "vitest";
import { makeMetricInput } from "../testing/metric-input";
import { compressionRatioMetric } from "./compression-ratio";
import { summaryTokensMetric } from "./summary-tokens";

describe("tokens and compression ratio", () => {
  it.each([
    [3_000, 120_000, 3_000, "3,000", 40, "40×"],
    [4_000, 10_000, 4_000, "4,000", 2.5, "2.5×"],
    [0, 10_000, 0, "0", null, "n/a (empty summary)"],
    [2_000, 0, 2_000, "2,000", 0, "0.0×"],
  ])(
    "a %i-token summary of %i tokens: tokens %i (%s), ratio %s (%s)",
    (summaryTokens, rangeTokens, tokens, tokensShown, ratio, ratioShown) => {
      const input = makeMetricInput("s", [], { summaryTokens, rangeTokens });
      expect(summaryTokensMetric.compute(input)).toEqual({ value: tokens, display: tokensShown });
      expect(compressionRatioMetric.compute(input)).toEqual({ value: ratio, display: ratioShown });
    },
  );
});
