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

describe("the older read format (1.1.65)", () => {
  it("gives 4 x tokens - 1 characters for a file without its final newline: the same estimate", () => {
    const path = "/tmp/opencode-lab-rt4dDw/work/f1.txt";
    const text = fileForOutputTokens(path, 10_000, false) ?? "";
    const lines = text.split("\n");
    // <content> with no newline after it; the lines as they are (no final empty one).
    const older = readOutputLength(path, lines) - 1;
    expect(older).toBe(39_999);
    expect(Math.round(older / 4)).toBe(10_000);
  });

  it("is the measured length of a 1.1.65 read of a file ending with a newline (one more line)", () => {
    const path = "/tmp/opencode-lab-rt4dDw/work/f1.txt";
    const lines = [...Array(399).fill("a".repeat(99)), "a".repeat(86), ""];
    expect(readOutputLength(path, lines) - 1).toBe(42_005);
  });
});
