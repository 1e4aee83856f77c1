import { describe, expect, it } from "vitest";
import { fileForOutputTokens, readOutputLength } from "./read-output";

describe("the read tool's output, as the prune lab sizes it", () => {
  it("is the measured length of a 400-line file at a 36-character path", () => {
    const path = "/tmp/opencode-lab-QGfB0m/work/f1.txt";
    expect(readOutputLength(path, Array(400).fill("a".repeat(99)))).toBe(42_013);
  });

  it.each([10_000, 10_001, 9_999, 12_345, 50])(
    "gives a file whose output is %i tokens",
    (tokens) => {
      const path = "/tmp/opencode-lab-QGfB0m/work/f2.txt";
      const text = fileForOutputTokens(path, tokens);
      const lines = (text ?? "").split("\n").slice(0, -1);
      expect(readOutputLength(path, lines)).toBe(tokens * 4);
      expect(lines.every((line) => line.length > 0 && line.length <= 99)).toBe(true);
    },
  );

  it("answers null below one line's output", () => {
    expect(fileForOutputTokens("/tmp/w/f1.txt", 10)).toBeNull();
  });
});
