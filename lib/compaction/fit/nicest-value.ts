/**
 * Steps a person's setting is a multiple of, roundest first. A value people type into an
 * environment variable is round ("80", "200000"): among the values that explain a session,
 * the roundest is the likeliest to be the one that was set.
 */
export const PERCENT_STEPS = [50, 10, 5, 1] as const;
export const TOKEN_STEPS = [500_000, 100_000, 50_000, 10_000, 5_000, 1_000, 100, 1] as const;

/** Digits after leading ones and before trailing zeros: 80 and 200,000 have 1, 64,000 has 2. */
export function significantDigits(value: number): number {
  const digits = String(Math.abs(Math.trunc(value))).replace(/0+$/, "");
  return Math.max(digits.length, 1);
}

/**
 * How simple a setting's value is, comparable across settings: 0 for a value people set by
 * name (a model's output limit, a model's window), else its significant digits.
 */
export function simplicity(value: number, known: readonly number[] = []): number {
  return known.includes(value) ? 0 : significantDigits(value);
}

/**
 * The roundest whole number in `(low, high]` (ties: the smallest), or null when the interval
 * holds none.
 *
 * @example
 * nicestIn(143_500, 151_200, TOKEN_STEPS) // 150_000
 * nicestIn(79.2, 80.9, PERCENT_STEPS) // 80
 */
export function nicestIn(low: number, high: number, steps: readonly number[]): number | null {
  const first = Math.floor(low) + 1;
  const last = Math.floor(high);
  if (first > last) return null;
  for (const step of steps) {
    const multiple = Math.ceil(first / step) * step;
    if (multiple <= last) return multiple;
  }
  return first;
}
