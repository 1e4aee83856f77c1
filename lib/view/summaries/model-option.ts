import { formatTokens } from "../format/format-number";
import type { LlmModel } from "./summary-api";

const usd = (perMTok: number) => `$${Number.isInteger(perMTok) ? perMTok : perMTok.toFixed(2)}`;

/**
 * A model's line in the summary form's select: its name, window and list prices per million
 * tokens in and out, so the choice shows what a summary will cost. A model the pricing table
 * does not know says so rather than showing a guess.
 *
 * @example
 * describeModelOption({ id: "m", label: "Claude Sonnet 4.6", contextWindow: 200_000, prices: { inputPerMTok: 3, outputPerMTok: 15 } })
 * // "Claude Sonnet 4.6 · 200K window · $3 in / $15 out per MTok"
 */
export function describeModelOption(model: LlmModel): string {
  const parts = [model.label];
  if (model.contextWindow) parts.push(`${formatTokens(model.contextWindow)} window`);
  const { prices } = model;
  parts.push(
    prices
      ? `${usd(prices.inputPerMTok)} in / ${usd(prices.outputPerMTok)} out per MTok`
      : "no price",
  );
  return parts.join(" · ");
}
