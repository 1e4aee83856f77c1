import type { ApiCallRow, TranscriptSummary } from "@/lib/contracts/transcript-summary";
import { formatInteger, formatUsd, formatUsdPrecise } from "@/lib/view/format/format-number";

/** A cost as a cell shows it: the text, the tooltip, and whether it is a real figure. */
export type CostText = { text: string; title: string; isPriced: boolean };

const SOURCE = "list prices of lib/pricing/model-prices.ts";

/**
 * A session's cost: "$12.34"; "$12.34+" when some calls have no price (left out, counted in
 * the tooltip); "no price" when none has.
 * @example describeSessionCost({ costUsd: 12.34, unpricedCalls: 2 }).text // "$12.34+"
 */
export function describeSessionCost(
  summary: Pick<TranscriptSummary, "costUsd" | "unpricedCalls">,
): CostText {
  const { costUsd, unpricedCalls } = summary;
  const unpriced = `${formatInteger(unpricedCalls)} call${unpricedCalls === 1 ? "" : "s"} without a price`;
  if (costUsd === null)
    return {
      text: "no price",
      title: unpricedCalls > 0 ? `No call has a price (${unpriced})` : "Not priced yet",
      isPriced: false,
    };
  const all = `every API call, subagents included, at ${SOURCE}`;
  return unpricedCalls > 0
    ? {
        text: `${formatUsd(costUsd)}+`,
        title: `${formatUsd(costUsd)} for the priced calls; ${unpriced}, left out`,
        isPriced: true,
      }
    : { text: formatUsd(costUsd), title: `${formatUsd(costUsd)}: ${all}`, isPriced: true };
}

/**
 * One API call's cost, to the hundredth of a cent; "—" titled "no price for <model>" when its
 * model is not in the table.
 */
export function describeCallCost(call: Pick<ApiCallRow, "costUsd" | "model">): CostText {
  if (call.costUsd === null)
    return { text: "—", title: `no price for ${call.model}`, isPriced: false };
  return {
    text: formatUsdPrecise(call.costUsd),
    title: `$${call.costUsd.toFixed(6)} at ${SOURCE}`,
    isPriced: true,
  };
}
