/** Median wall time in ms of `runs` calls of `fn`, after one warm-up (the benches' one timer). */
export function medianTime(fn: () => unknown, runs: number): number {
  fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    fn();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}
