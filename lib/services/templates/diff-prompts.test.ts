import { describe, expect, it } from "vitest";
import { diffPrompts } from "./diff-prompts";

const side = (label: string, prompt: string) => ({ label, prompt });

describe("diffPrompts", () => {
  it.each([
    ["no hunk for identical prompts", "a\nb\n", "a\nb\n", []],
    [
      "a changed line is one removal and one addition",
      "a\nb\nc\n",
      "a\nB\nc\n",
      [" a", "-b", "+B", " c"],
    ],
    ["an added line at the end", "a\n", "a\nb\n", [" a", "+b"]],
    ["a removed line", "a\nb\n", "b\n", ["-a", " b"]],
  ])("%s", (_rule, before, after, lines) => {
    const diff = diffPrompts(side("t v1", before), side("t v2", after));
    expect(diff.hunks.flatMap((h) => h.lines)).toEqual(lines);
  });

  it("names both sides in the unified patch", () => {
    const { patch } = diffPrompts(side("mine v1", "x\n"), side("mine v2", "y\n"));
    expect(patch).toContain("--- mine v1");
    expect(patch).toContain("+++ mine v2");
    expect(patch).toContain("@@ -1,1 +1,1 @@\n-x\n+y");
  });

  it("keeps three lines of context around a change", () => {
    const before = ["1", "2", "3", "4", "5", "6", "7", "8", "9"].join("\n") + "\n";
    const after = before.replace("5", "five");
    const [hunk] = diffPrompts(side("a", before), side("b", after)).hunks;
    expect(hunk?.lines).toEqual([" 2", " 3", " 4", "-5", "+five", " 6", " 7", " 8"]);
  });

  it("does not mutate its inputs and is deterministic", () => {
    const from = Object.freeze(side("a", "x\ny\n"));
    const to = Object.freeze(side("b", "x\nz\n"));
    expect(diffPrompts(from, to)).toEqual(diffPrompts(from, to));
  });
});
