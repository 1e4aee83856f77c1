import { findModelPrice } from "../pricing/model-prices";

/**
 * The Anthropic models a user can summarise with: the current Claude 4.x models the pricing
 * table (lib/pricing/model-prices.ts) prices. The SDK also knows Claude 5 ids, but the table
 * has no price for a new major version and we do not guess one, so they are not offered yet;
 * Sonnet 4.5 is left out because the SDK marks it deprecated (end of life 2026-11-30).
 */
export type SummaryModel = {
  id: string;
  label: string;
  /** Input tokens the model reads at most (the standard window; 1M-context betas not offered). */
  contextWindow: number;
  /** USD per million tokens, from lib/pricing; null when the table has no row. */
  prices: { inputPerMTok: number; outputPerMTok: number } | null;
};

const STANDARD_WINDOW = 200_000; // Anthropic's models overview: 200K for every Claude 4.x model

const CATALOG: readonly { id: string; label: string }[] = [
  { id: "claude-sonnet-4-6", label: "Claude Sonnet 4.6" },
  { id: "claude-opus-4-8", label: "Claude Opus 4.8" },
  { id: "claude-opus-4-7", label: "Claude Opus 4.7" },
  { id: "claude-opus-4-6", label: "Claude Opus 4.6" },
  { id: "claude-opus-4-5", label: "Claude Opus 4.5" },
  { id: "claude-haiku-4-5", label: "Claude Haiku 4.5" },
];

export const SUMMARY_MODELS: readonly SummaryModel[] = CATALOG.map(({ id, label }) => {
  const price = findModelPrice(id);
  return {
    id,
    label,
    contextWindow: STANDARD_WINDOW,
    prices: price ? { inputPerMTok: price.rates.input, outputPerMTok: price.rates.output } : null,
  };
});

/** Claude Code compacts with the session's own model; Sonnet is the common one. */
export const DEFAULT_SUMMARY_MODEL = "claude-sonnet-4-6";

/** The model name the offline summarizer reports. */
export const OFFLINE_MODEL = "offline";

export function findSummaryModel(id: string): SummaryModel | null {
  return SUMMARY_MODELS.find((model) => model.id === id) ?? null;
}
