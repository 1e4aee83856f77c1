import { describe, expect, it } from "vitest";
import { malformedLine, planMalformed } from "./malformed";
import { createRng } from "./prng";

const isJsonObject = (text: string): boolean => {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === "object" && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
};

const PREVIOUS = [
  '{"parentUuid":"a","type":"user","message":{"role":"user","content":"hello"},"uuid":"eb80","timestamp":"2026-02-18T13:02:34.940Z"}',
  '{"type":"summary","summary":"Fix → arrows and emoji 🚀 in titles","leafUuid":"x"}',
  "{}",
  "",
];

describe("malformedLine", () => {
  it.each(PREVIOUS)("never yields a JSON object, whatever the previous line (%#)", (previous) => {
    const rng = createRng(1);
    for (let i = 0; i < 200; i++) {
      const line = malformedLine(rng, previous);
      expect(isJsonObject(line)).toBe(false);
      expect(line.trim()).not.toBe("");
      expect(line).not.toContain("\n");
    }
  });
});

describe("planMalformed", () => {
  it.each([1, 3, 10])("spreads %i offsets over the target, in increasing order", (count) => {
    const offsets = planMalformed(createRng(2), count, 1_000_000);
    expect(offsets).toHaveLength(count);
    expect([...offsets].sort((a, b) => a - b)).toEqual(offsets);
    expect(offsets.every((o) => o > 0 && o < 1_000_000)).toBe(true);
  });
});
