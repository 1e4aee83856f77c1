import { describe, expect, it } from "vitest";
import { diffAgainst, MAX_WORD_EDITS, type WordSegment } from "./word-diff";

const kinds = (segments: WordSegment[]) => segments.map((s) => `${s.kind}:${s.text}`);

describe("diffAgainst", () => {
  it.each<[string, string, string, string[]]>([
    ["the same text is one same segment", "fix the bug", "fix the bug", ["same:fix the bug"]],
    ["two empty texts have no segments", "", "", []],
    [
      "a word only in the text is added",
      "fix the bug",
      "fix the login bug",
      ["same:fix the ", "added:login ", "same:bug"],
    ],
    [
      "a word only in the base is removed",
      "fix the login bug",
      "fix the bug",
      ["same:fix the ", "removed:login ", "same:bug"],
    ],
    ["against an empty base everything is added", "", "new words", ["added:new words"]],
    [
      "markup stays characters",
      "a",
      "<script>x</script>",
      ["removed:a", "added:<script>x</script>"],
    ],
  ])("%s", (_rule, base, text, expected) => {
    const diff = diffAgainst(base, text);
    expect(diff.isSkipped).toBe(false);
    expect(kinds(diff.segments)).toEqual(expected);
  });

  it("the text is the same and added segments joined", () => {
    const { segments } = diffAgainst("alpha beta gamma", "alpha delta gamma epsilon");
    const text = segments
      .filter((s) => s.kind !== "removed")
      .map((s) => s.text)
      .join("");
    expect(text).toBe("alpha delta gamma epsilon");
  });

  it("gives up past the edit budget and shows the text plain", () => {
    const words = (prefix: string) =>
      Array.from({ length: MAX_WORD_EDITS + 10 }, (_, i) => `${prefix}${i}`).join(" ");
    const diff = diffAgainst(words("a"), words("b"));
    expect(diff.isSkipped).toBe(true);
    expect(diff.segments).toEqual([{ kind: "same", text: words("b") }]);
  });
});
