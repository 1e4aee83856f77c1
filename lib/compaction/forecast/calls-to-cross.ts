/** Growth per call, as the forecast reads it: its centre, spread and how many calls it rests on. */
export type GrowthRate = { mean: number; spread: number; samples: number };

/**
 * The first number of calls (1 to `horizon`) after which growth `offset` standard deviations
 * from the expected reaches `gap` tokens, or null when it does not within the horizon.
 * The spread of a sum of N calls' growth is sigma x sqrt(N) for the calls' own noise, plus
 * N x sigma / sqrt(n) for not knowing the rate exactly from n samples.
 *
 * @example
 * callsToCross(10_000, { mean: 1_000, spread: 0, samples: 20 }, 0, 200) // 10
 */
export function callsToCross(
  gap: number,
  rate: GrowthRate,
  offset: number,
  horizon: number,
): number | null {
  if (gap <= 0) return 1;
  const { mean, spread, samples } = rate;
  for (let n = 1; n <= horizon; n++) {
    const noise = spread * Math.sqrt(n + (n * n) / samples);
    if (n * mean + offset * noise >= gap) return n;
  }
  return null;
}
