import { describe, expect, it } from "vitest";
import { uuid } from "./ids";
import { createRng } from "./prng";

const draws = (seed: number, n: number): number[] => {
  const rng = createRng(seed);
  return Array.from({ length: n }, () => rng.u32());
};

describe("createRng", () => {
  it("is deterministic: the same seed gives the same stream", () => {
    expect(draws(42, 50)).toEqual(draws(42, 50));
  });

  it.each([
    [1, 2],
    [0, 1],
    [123456, 123457],
  ])("gives different streams for seeds %i and %i", (a, b) => {
    expect(draws(a, 20)).not.toEqual(draws(b, 20));
  });

  it.each([
    { min: 1, max: 6 },
    { min: -5, max: 5 },
    { min: 900, max: 38_000 },
  ])("keeps int and logInt inside [$min, $max]", ({ min, max }) => {
    const rng = createRng(7);
    for (let i = 0; i < 2_000; i++) {
      const a = rng.int(min, max);
      expect(a).toBeGreaterThanOrEqual(min);
      expect(a).toBeLessThanOrEqual(max);
      if (min > 0) {
        const b = rng.logInt(min, max);
        expect(b).toBeGreaterThanOrEqual(min);
        expect(b).toBeLessThanOrEqual(max);
      }
    }
  });

  it("spreads next() over [0, 1) roughly evenly", () => {
    const rng = createRng(3);
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 10_000; i++) buckets[Math.floor(rng.next() * 10)]! += 1;
    for (const count of buckets) expect(count).toBeGreaterThan(850);
  });

  it("forks stable sub-streams that do not depend on later draws of the parent", () => {
    const a = createRng(9).fork("files").u32();
    const b = createRng(9).fork("files").u32();
    expect(a).toBe(b);
  });

  it("draws version-4 shaped uuids", () => {
    const rng = createRng(5);
    for (let i = 0; i < 100; i++)
      expect(uuid(rng)).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
  });
});
