import type { ModelPrice, TokenRates } from "./model-prices";

/**
 * What OpenAI charges for the models Codex CLI runs, as data: USD per million tokens.
 *
 * Source: OpenAI's public API pricing pages, https://openai.com/api/pricing/ and
 * https://platform.openai.com/docs/pricing ("Text tokens": input, cached input, output).
 * Date: the figures are those of the author's knowledge of those pages as of late 2025
 * (gpt-5.2, December 2025, is the newest model it knows). They were NOT re-read from the live
 * page when this file was written (2026-11-27, no network here): check them there before
 * trusting a total to the cent. Codex variants (gpt-5-codex, gpt-5.1-codex, -max) are priced
 * as their base model, as the page lists them.
 *
 * OpenAI caches prompts by itself and charges nothing to write the cache: a written token
 * costs the input rate (both cache-write rates are the input rate). A cached read is the
 * "cached input" rate. Codex rollouts count cached tokens inside `input_tokens`; the parser
 * splits them, so `inputTokens` here is the uncached part. Not modelled: batch and flex
 * tiers, priority processing, regional surcharges.
 */
function openAi(input: number, cachedInput: number, output: number): TokenRates {
  return { input, output, cacheRead: cachedInput, cacheWrite5m: input, cacheWrite1h: input };
}

/** First match wins, on `normalizeOpenAiModelId`. */
export const OPENAI_MODEL_PRICES: readonly ModelPrice[] = [
  {
    label: "GPT-5.2 and GPT-5.2-Codex",
    vendor: "openai",
    pattern: /^gpt-5\.2(-codex)?$/,
    rates: openAi(1.75, 0.175, 14),
  },
  {
    label: "GPT-5 mini, GPT-5.1-Codex-Mini",
    vendor: "openai",
    pattern: /^gpt-5(\.1)?(-codex)?-mini$/,
    rates: openAi(0.25, 0.025, 2),
  },
  {
    label: "GPT-5 nano",
    vendor: "openai",
    pattern: /^gpt-5-nano$/,
    rates: openAi(0.05, 0.005, 0.4),
  },
  {
    label: "GPT-5, GPT-5.1 and their Codex models",
    vendor: "openai",
    pattern: /^gpt-5(\.1)?(-codex(-max)?)?$/,
    rates: openAi(1.25, 0.125, 10),
  },
  {
    label: "codex-mini-latest",
    vendor: "openai",
    pattern: /^codex-mini-latest$/,
    rates: openAi(1.5, 0.375, 6),
  },
  { label: "o3", vendor: "openai", pattern: /^o3$/, rates: openAi(2, 0.5, 8) },
  { label: "o4-mini", vendor: "openai", pattern: /^o4-mini$/, rates: openAi(1.1, 0.275, 4.4) },
  { label: "GPT-4.1", vendor: "openai", pattern: /^gpt-4\.1$/, rates: openAi(2, 0.5, 8) },
  { label: "GPT-4o", vendor: "openai", pattern: /^gpt-4o$/, rates: openAi(2.5, 1.25, 10) },
];

/**
 * An OpenAI model id as the table matches it: lower case, without a provider prefix
 * ("openai/") or a release date ("-2025-08-07"). Null for a Claude model.
 *
 * @example normalizeOpenAiModelId("gpt-5-codex") // "gpt-5-codex"
 * @example normalizeOpenAiModelId("openai/gpt-5-2025-08-07") // "gpt-5"
 */
export function normalizeOpenAiModelId(model: string): string | null {
  const id = model
    .toLowerCase()
    .replace(/^.*\//, "")
    .replace(/-\d{4}-\d{2}-\d{2}$/, "");
  return id.includes("claude") || id === "" ? null : id;
}
