import { describe, expect, it } from "vitest";
import { PRICING_KEY } from "../../pricing/pricing-key";
import { isDefaultRequest, replayCacheKey } from "./replay-cache-key";
import type { ParsedReplayRequest } from "./replay-request-schema";

describe("replayCacheKey", () => {
  it.each<[string, ParsedReplayRequest, ParsedReplayRequest, boolean]>([
    ["the same request gives the same key", {}, {}, true],
    [
      "another threshold gives another key",
      {},
      { overrides: { autocompactPctOverride: 80 } },
      false,
    ],
    [
      "auto and the profile it resolves to differ (the result reports how it was chosen)",
      {},
      { profile: "cc-2.1" },
      false,
    ],
    ["no profile is auto", {}, { profile: "auto" }, true],
    ["empty overrides are no overrides", {}, { overrides: {} }, true],
    [
      "override order does not matter",
      { overrides: { autocompactPctOverride: 80, autocompactBufferTokens: 10_000 } },
      { overrides: { autocompactBufferTokens: 10_000, autocompactPctOverride: 80 } },
      true,
    ],
    [
      "a replaced summary gives another key",
      {},
      { summaryAt: { atCall: 5, tokens: 3_000 } },
      false,
    ],
    [
      "another replaced summary size gives another key",
      { summaryAt: { atCall: 5, tokens: 3_000 } },
      { summaryAt: { atCall: 5, tokens: 3_001 } },
      false,
    ],
  ])("%s", (_rule, a, b, same) => {
    expect(replayCacheKey(a, 1) === replayCacheKey(b, 1)).toBe(same);
  });

  it("keeps the key of a request without a replaced summary as it was (no engine version bump)", () => {
    expect(replayCacheKey({ overrides: { autocompactPctOverride: 80 } }, 1)).toMatch(
      /:auto:\{"autocompactPctOverride":80\}$/,
    );
  });

  it("changes with the model's format version (a re-parsed model is another input)", () => {
    expect(replayCacheKey({}, 1)).not.toBe(replayCacheKey({}, 2));
  });
});

describe("isDefaultRequest", () => {
  it.each<[ParsedReplayRequest, boolean]>([
    [{}, true],
    [{ profile: "cc-2.0" }, true],
    [{ overrides: {} }, true],
    [{ overrides: { autocompactPctOverride: 80 } }, false],
    [{ profile: "cc-2.1", overrides: { contextWindow: 1_000_000 } }, false],
    [{ summaryAt: { atCall: 5, tokens: 3_000 } }, false],
  ])("%j -> %s", (request, expected) => {
    expect(isDefaultRequest(request)).toBe(expected);
  });
});

describe("replayCacheKey and the pricing table", () => {
  it("names the pricing table's fingerprint, so an edited table is never answered from old results", () => {
    expect(replayCacheKey({}, 1)).toContain(`:${PRICING_KEY}:`);
  });
});
