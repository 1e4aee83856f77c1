/**
 * A small seeded PRNG (sfc32 seeded through splitmix32).
 *
 * Why our own: `Math.random` cannot be seeded, and the generator promises byte-identical output
 * for the same seed on every machine. sfc32 is fast (a few ns per draw), passes PractRand and
 * needs only 32-bit integer maths, so it behaves the same in Node and in browsers.
 */
export type Rng = {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform 32-bit unsigned integer. */
  u32(): number;
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** Float in [min, max). */
  range(min: number, max: number): number;
  /** Integer spread log-uniformly over [min, max]: many small values, a long tail of big ones. */
  logInt(min: number, max: number): number;
  /** A new independent generator derived from this one and a label (sub-streams stay stable). */
  fork(label: string | number): Rng;
};

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** FNV-1a hash of a string, used to derive stable sub-seeds from labels such as file paths. */
export function hashString(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * Creates a generator from a seed.
 * @example
 * const rng = createRng(42);
 * rng.int(1, 6); // same value on every run
 */
export function createRng(seed: number): Rng {
  const init = splitmix32(seed);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  const u32 = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) u32();
  const next = (): number => u32() / 4294967296;
  const rng: Rng = {
    next,
    u32,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("pick from an empty array");
      return item;
    },
    range: (min, max) => min + next() * (max - min),
    logInt: (min, max) => {
      const lo = Math.log(Math.max(1, min));
      const hi = Math.log(Math.max(min + 1, max));
      return Math.min(max, Math.max(min, Math.round(Math.exp(lo + next() * (hi - lo)))));
    },
    fork: (label) => createRng(hashString(String(label), u32())),
  };
  return rng;
}
