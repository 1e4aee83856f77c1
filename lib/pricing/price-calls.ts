import type { ApiCall } from "../transcript/model";
import { priceUsage } from "./price-usage";

export type CallsCost = {
  /** Sum over the priced calls; null when there are calls and none has a price. */
  usd: number | null;
  /** Calls whose model has no price: left out of `usd`, never guessed. */
  unpricedCalls: number;
};

/**
 * What a set of API calls cost: the sum over the calls the pricing table prices, and how many
 * it could not price. A session's cost is that of ALL its calls (main thread and subagents).
 *
 * @example priceCalls(model.calls) // { usd: 12.34, unpricedCalls: 0 }
 */
export function priceCalls(calls: readonly Pick<ApiCall, "model" | "usage">[]): CallsCost {
  let usd = 0;
  let unpricedCalls = 0;
  for (const call of calls) {
    const cost = priceUsage(call.model, call.usage);
    if (cost === null) unpricedCalls += 1;
    else usd += cost.usd;
  }
  const nonePriced = calls.length > 0 && unpricedCalls === calls.length;
  return { usd: nonePriced ? null : usd, unpricedCalls };
}
