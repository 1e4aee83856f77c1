import { describe, expect, it } from "vitest";
import { replayCacheKey } from "./replay-cache-key";
import { makeModel } from "./testing/make-model";

describe("replayCacheKey", () => {
  const model = makeModel({ turns: [{ userChars: 400, context: 20_000 }, { context: 40_000 }] });
  it.each([
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
      { profile: "cc-2.1" as const },
      false,
    ],
    [
      "override order does not matter",
      { overrides: { autocompactPctOverride: 80, autocompactBufferTokens: 10_000 } },
      { overrides: { autocompactBufferTokens: 10_000, autocompactPctOverride: 80 } },
      true,
    ],
  ])("%s", (_rule, a, b, same) => {
    expect(replayCacheKey(model, a) === replayCacheKey(model, b)).toBe(same);
  });
});
