import { describe, expect, it } from "vitest";
import { describeCallCost, describeSessionCost } from "./describe-cost";

describe("describeSessionCost", () => {
  it.each([
    [{ costUsd: 12.344, unpricedCalls: 0 }, "$12.34", /every API call, subagents included/],
    [{ costUsd: 12.344, unpricedCalls: 2 }, "$12.34+", /2 calls without a price, left out/],
    [{ costUsd: null, unpricedCalls: 1 }, "no price", /No call has a price \(1 call without/],
    [{ costUsd: null, unpricedCalls: 0 }, "no price", /Not priced yet/],
  ])("%j reads %s", (summary, text, title) => {
    const cost = describeSessionCost(summary);
    expect(cost.text).toBe(text);
    expect(cost.title).toMatch(title);
    expect(cost.isPriced).toBe(summary.costUsd !== null);
  });
});

describe("describeCallCost", () => {
  it.each([
    [{ costUsd: 0.031_52, model: "claude-opus-4-5" }, "$0.0315", /^\$0\.031520 at list prices/],
    [{ costUsd: null, model: "<synthetic>" }, "—", /^no price for <synthetic>$/],
  ])("%j reads %s", (call, text, title) => {
    expect(describeCallCost(call)).toMatchObject({ text });
    expect(describeCallCost(call).title).toMatch(title);
  });
});
