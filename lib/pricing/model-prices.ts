import { normalizeOpenAiModelId, OPENAI_MODEL_PRICES } from "./openai-prices";

/**
 * What Anthropic charges per model, as data: USD per million tokens (OpenAI's, for Codex
 * sessions, are in openai-prices.ts and joined at the end of the table).
 *
 * Source: Anthropic's public pricing pages, https://www.anthropic.com/pricing and
 * https://docs.claude.com/en/docs/about-claude/pricing ("Model pricing" and "Long context
 * pricing" tables).
 * Date: the figures are those of the author's knowledge of those pages as of late 2025 (Opus
 * 4.5, released in November 2025, is the newest model it knows). They were NOT re-read from the
 * live page when this file was written (2026-11-22): check them there before trusting a total
 * to the cent. Later 4.x Opus and Sonnet releases (Opus 4.6, 4.8, Sonnet 4.6 appear in real
 * transcripts) are ASSUMED to keep their family's latest known prices.
 *
 * Rules the pages state and this table follows: a cache read costs 0.1x the input rate, a
 * 5-minute cache write 1.25x and a 1-hour cache write 2x (every row is written out in full, and
 * model-prices.test.ts pins these ratios). Sonnet 4 and 4.5 with the 1M-token context window
 * charge every token of a request whose input (input + cache writes + cache reads) exceeds
 * 200K at a higher tier: modelled below as `longContext`. Not modelled: batch (50% off) and
 * priority tiers, data-residency surcharges, server tools (web search is billed per search),
 * and long-context prices of any other model.
 *
 * Models are matched by pattern on the normalised id (see `normalizeModelId`); an id no row
 * matches ("<synthetic>", a bare alias such as "opus", another vendor's model, a new family or
 * major version) has no price, never a guessed one.
 */
export type TokenRates = {
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite5m: number;
  cacheWrite1h: number;
};

export type ModelPrice = {
  /** Who the row is for, as people name the models. */
  label: string;
  /** Whose list price it is (Anthropic rows leave it out); each vendor's ids are matched apart. */
  vendor?: "openai";
  /**
   * Matched against `normalizeModelId(model)`, e.g. "opus-4-5", "3-5-haiku"; an OpenAI row
   * against `normalizeOpenAiModelId(model)`, e.g. "gpt-5-codex".
   */
  pattern: RegExp;
  rates: TokenRates;
  /** A dearer tier for every token of a request whose input exceeds `aboveInputTokens`. */
  longContext?: { aboveInputTokens: number; rates: TokenRates };
};

/** Sonnet 4 and 4.5 above 200K input tokens (1M-context beta): 2x input, 1.5x output. */
const SONNET_4_LONG_CONTEXT = {
  aboveInputTokens: 200_000,
  rates: { input: 6, output: 22.5, cacheRead: 0.6, cacheWrite5m: 7.5, cacheWrite1h: 12 },
};

/** Anthropic's rows, then OpenAI's (openai-prices.ts). First match wins within a vendor. */
export const MODEL_PRICES: readonly ModelPrice[] = [
  {
    // Later 4.x Opus releases are assumed to keep Opus 4.5's prices.
    label: "Claude Opus 4.5 and later 4.x",
    pattern: /^opus-4-([5-9]|\d\d)$/,
    rates: { input: 5, output: 25, cacheRead: 0.5, cacheWrite5m: 6.25, cacheWrite1h: 10 },
  },
  {
    label: "Claude Opus 4 and 4.1",
    pattern: /^opus-4(-[01])?$/,
    rates: { input: 15, output: 75, cacheRead: 1.5, cacheWrite5m: 18.75, cacheWrite1h: 30 },
  },
  {
    label: "Claude 3 Opus",
    pattern: /^3-opus$/,
    rates: { input: 15, output: 75, cacheRead: 1.5, cacheWrite5m: 18.75, cacheWrite1h: 30 },
  },
  {
    // Later 4.x Sonnet releases are assumed to keep Sonnet 4.5's prices, long context included.
    label: "Claude Sonnet 4, 4.5 and later 4.x",
    pattern: /^sonnet-4(-\d{1,2})?$/,
    rates: { input: 3, output: 15, cacheRead: 0.3, cacheWrite5m: 3.75, cacheWrite1h: 6 },
    longContext: SONNET_4_LONG_CONTEXT,
  },
  {
    label: "Claude Sonnet 3.7, 3.5 and 3",
    pattern: /^3(-[57])?-sonnet$/,
    rates: { input: 3, output: 15, cacheRead: 0.3, cacheWrite5m: 3.75, cacheWrite1h: 6 },
  },
  {
    label: "Claude Haiku 4.5",
    pattern: /^haiku-4-5$/,
    rates: { input: 1, output: 5, cacheRead: 0.1, cacheWrite5m: 1.25, cacheWrite1h: 2 },
  },
  {
    label: "Claude Haiku 3.5",
    pattern: /^3-5-haiku$/,
    rates: { input: 0.8, output: 4, cacheRead: 0.08, cacheWrite5m: 1, cacheWrite1h: 1.6 },
  },
  {
    label: "Claude Haiku 3",
    pattern: /^3-haiku$/,
    rates: { input: 0.25, output: 1.25, cacheRead: 0.03, cacheWrite5m: 0.3, cacheWrite1h: 0.5 },
  },
  ...OPENAI_MODEL_PRICES,
];

/**
 * A model id as the table matches it: lower case, from "claude-" on (a Bedrock or Vertex prefix
 * dropped), without "claude-", a context-window tag ("[1m]", "-1m"), a release date or a
 * "-v1:0" suffix, dots as dashes. Null when the id is not a Claude model's.
 *
 * @example normalizeModelId("claude-sonnet-4-5-20250929[1m]") // "sonnet-4-5"
 * @example normalizeModelId("claude-opus-4.6-1m") // "opus-4-6"
 * @example normalizeModelId("us.anthropic.claude-3-5-haiku-20241022-v1:0") // "3-5-haiku"
 */
export function normalizeModelId(model: string): string | null {
  const match = /claude-([a-z0-9.\-@:]+)/.exec(model.toLowerCase());
  if (!match?.[1]) return null;
  let id = match[1];
  for (let previous = ""; previous !== id;) {
    previous = id;
    for (const suffix of DROPPED_SUFFIXES) id = id.replace(suffix, "");
  }
  return id.replace(/\./g, "-");
}

/** A Bedrock version ("-v1:0", "-v2"), a release date ("-20250929", "@20250929"), a window ("-1m"). */
const DROPPED_SUFFIXES = [/-v\d+(:\d+)?$/, /[-@]\d{8}$/, /-\d+m$/];

/** The table's row for a model id (Claude's, else OpenAI's), or null when it has no price. */
export function findModelPrice(model: string): ModelPrice | null {
  const claude = normalizeModelId(model);
  if (claude !== null)
    return MODEL_PRICES.find((row) => row.vendor === undefined && row.pattern.test(claude)) ?? null;
  const openAi = normalizeOpenAiModelId(model);
  if (openAi === null) return null;
  return MODEL_PRICES.find((row) => row.vendor === "openai" && row.pattern.test(openAi)) ?? null;
}
