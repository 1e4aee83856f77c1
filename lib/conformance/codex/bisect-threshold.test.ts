import { describe, expect, it } from "vitest";
import { bisectThreshold } from "./bisect-threshold";

describe("bisectThreshold", () => {
  it.each([
    { limit: 244_800, floor: 1_000, ceiling: 516_800 },
    { limit: 1_001, floor: 1_000, ceiling: 4_000 },
    { limit: 350_000, floor: 1_000, ceiling: 544_000 },
  ])(
    "finds $limit to the token (compacted at X, not at X - 1)",
    async ({ limit, floor, ceiling }) => {
      const asked: number[] = [];
      const found = await bisectThreshold(
        async (total) => (asked.push(total), total >= limit),
        floor,
        ceiling,
      );
      expect(found.threshold).toBe(limit);
      expect(asked).toContain(limit - 1);
      expect(found.probes).toBe(asked.length);
    },
  );

  it("answers null when even the ceiling stays quiet, after one probe", async () => {
    expect(await bisectThreshold(async () => false, 1_000, 500_000)).toEqual({
      threshold: null,
      probes: 1,
    });
  });

  it("answers the floor when the floor already compacts", async () => {
    expect((await bisectThreshold(async () => true, 1_000, 500_000)).threshold).toBe(1_000);
  });
});
