import { describe, expect, it } from "vitest";
import { bisectChanges } from "./bisect-versions";

describe("bisectChanges", () => {
  it.each([
    ["no change", "aaaaaaaa", []],
    ["one change", "aaaabbbb", [[3, 4, "a", "b"]]],
    [
      "two changes",
      "aabbbbcc",
      [
        [1, 2, "a", "b"],
        [5, 6, "b", "c"],
      ],
    ],
    ["a change at the first step", "abbbbbbb", [[0, 1, "a", "b"]]],
    // The blind spot: equal ends hide a change that reverts inside.
    ["a reverted change between equal ends", "aabbaa", []],
  ])("%s", async (_name, signatures, expected) => {
    const changes = await bisectChanges(signatures.length, async (i) => signatures[i] ?? "");
    expect(changes.map((c) => [c.lo, c.hi, c.before, c.after])).toEqual(expected);
  });

  it("asks each index once", async () => {
    const asked: number[] = [];
    await bisectChanges(9, async (i) => (asked.push(i), i < 5 ? "a" : "b"));
    expect(new Set(asked).size).toBe(asked.length);
  });
});
