import { describe, expect, it } from "vitest";
import type { Usage } from "../transcript/model";
import { priceCalls } from "./price-calls";

function makeCall(model: string, outputTokens: number): { model: string; usage: Usage } {
  return {
    model,
    usage: {
      inputTokens: 0,
      outputTokens,
      cacheCreationInputTokens: 0,
      cacheReadInputTokens: 0,
      cacheCreation1hTokens: 0,
    },
  };
}

describe("priceCalls", () => {
  it.each([
    ["no calls cost nothing", [], { usd: 0, unpricedCalls: 0 }],
    [
      "sums every priced call",
      [makeCall("claude-opus-4-5", 1_000_000), makeCall("claude-haiku-4-5", 1_000_000)],
      { usd: 30, unpricedCalls: 0 },
    ],
    [
      "leaves unpriced calls out and counts them",
      [makeCall("claude-opus-4-5", 1_000_000), makeCall("mystery-model", 1_000_000)],
      { usd: 25, unpricedCalls: 1 },
    ],
    [
      "is null, not zero, when no call has a price",
      [makeCall("mystery-model", 1_000_000)],
      { usd: null, unpricedCalls: 1 },
    ],
  ])("%s", (_rule, calls, expected) => {
    expect(priceCalls(calls)).toEqual(expected);
  });
});
