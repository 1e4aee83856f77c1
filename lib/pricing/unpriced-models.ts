/**
 * Model families the pricing table leaves out on purpose, and why: a cost shown as "no price"
 * says this reason rather than nothing.
 *
 * Gemini (searched 2026-11-27; the official https://ai.google.dev/gemini-api/docs/pricing was
 * not reachable offline). The secondary sources agree on gemini-2.5-pro's $1.25 input / $10
 * output per 1M tokens up to 200,000 prompt tokens and $2.50 / $15 above, gemini-2.5-flash's
 * $0.30 / $2.50 and flash-lite's $0.10 / $0.40 (the gemini-cost crate,
 * https://docs.rs/gemini-cost; deploybase.ai, https://deploybase.ai/articles/gemini-2.5-pricing
 * and /gemini-api-pricing, January and March 2026; hivebook.wiki). They disagree on cached
 * input, which every Gemini CLI call reports: a quarter of the input rate ($0.31 / $0.625 for
 * 2.5 Pro, $0.075 for Flash: jangwook.net, May 2026, and 2025 copies of the page) or a tenth
 * ($0.125, $0.03, $0.01: aipack's data_gemini.rs; deploybase's "90% discount"). The models
 * Gemini CLI runs by default (gemini-3.1-pro-preview) are priced by fewer sources still.
 */
export const UNPRICED_FAMILIES: readonly { pattern: RegExp; reason: string }[] = [
  {
    pattern: /gemini-/i,
    reason:
      "Gemini prices are not in the table: the official page was not reachable, and the secondary sources disagree on the cached-input rate",
  },
];

/**
 * Why a model has no price on purpose, or null (an unknown name simply has none).
 *
 * @example whyUnpriced("gemini-2.5-pro") // "Gemini prices are not in the table: ..."
 */
export function whyUnpriced(model: string): string | null {
  return UNPRICED_FAMILIES.find((family) => family.pattern.test(model))?.reason ?? null;
}
