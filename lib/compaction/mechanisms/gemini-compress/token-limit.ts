/** `DEFAULT_TOKEN_LIMIT` (core/tokenLimits.js): every Gemini model, listed or not. */
export const GEMINI_DEFAULT_TOKEN_LIMIT = 1_048_576;

/** The models `tokenLimit` gives another limit (0.61.0). */
export const GEMINI_TOKEN_LIMITS: Readonly<Record<string, number>> = {
  "gemma-4-31b-it": 256_000,
  "gemma-4-26b-a4b-it": 256_000,
};

/**
 * The token limit Gemini CLI measures a model's context against (`tokenLimit(model)`).
 *
 * @example
 * geminiTokenLimit("gemini-3.1-pro-preview") // 1_048_576
 */
export function geminiTokenLimit(model: string | null): number {
  return (model === null ? undefined : GEMINI_TOKEN_LIMITS[model]) ?? GEMINI_DEFAULT_TOKEN_LIMIT;
}

/**
 * The count at which Gemini CLI compresses: it compresses unless the last prompt's tokens are
 * below threshold x limit, so the first whole count at or above it (lab: 524,288 compresses on
 * gemini-3.1-pro-preview and 524,287 does not; 128,000 and 127,999 on gemma-4-31b-it).
 *
 * @example
 * geminiCompressionPoint(0.5, 1_048_576) // 524_288
 */
export function geminiCompressionPoint(threshold: number, limit: number): number {
  return Math.ceil(threshold * limit);
}
