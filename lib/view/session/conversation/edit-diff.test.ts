import { describe, expect, it } from "vitest";
import { toDiffHunk } from "./edit-diff";

const kinds = (before: string, after: string) =>
  toDiffHunk(before, after).lines.map((l) => `${l.kind[0]} ${l.text}`);

describe("toDiffHunk", () => {
  it.each([
    ["a replaced line", "a\nb\n", "a\nc\n", ["s a", "r b", "a c"]],
    ["a new file is all added", "", "x\ny", ["a x", "a y"]],
    ["a deletion", "x\ny\n", "x\n", ["s x", "r y"]],
    ["no trailing newline", "a", "b", ["r a", "a b"]],
    // Regression: "}" read as removed and added when only the new text went on after it.
    [
      "text added after a last line without newline",
      "a\n}",
      "a\n}\n// x",
      ["s a", "s }", "a // x"],
    ],
    [
      "a long unchanged run between changes folds to its count",
      "A\n1\n2\n3\n4\n5\n6\n7\n8\nB\n",
      "a\n1\n2\n3\n4\n5\n6\n7\n8\nb\n",
      [
        "r A",
        "a a",
        "s 1",
        "s 2",
        "s 3",
        "s … 2 unchanged lines",
        "s 6",
        "s 7",
        "s 8",
        "r B",
        "a b",
      ],
    ],
    [
      "unchanged lines before the first change keep only the context after",
      "1\n2\n3\n4\n5\n6\nx\n",
      "1\n2\n3\n4\n5\n6\ny\n",
      ["s … 3 unchanged lines", "s 4", "s 5", "s 6", "r x", "a y"],
    ],
  ])("%s", (_name, before, after, expected) => {
    expect(kinds(before, after)).toEqual(expected);
  });

  it("counts the added and removed lines", () => {
    expect(toDiffHunk("a\nb\nc\n", "a\nx\ny\n")).toMatchObject({ added: 2, removed: 2 });
  });

  it("is deterministic", () => {
    expect(toDiffHunk("a\nb", "a\nc")).toEqual(toDiffHunk("a\nb", "a\nc"));
  });
});
