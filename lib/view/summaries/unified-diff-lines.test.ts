import { createTwoFilesPatch } from "diff";
import { describe, expect, it } from "vitest";
import { countDiffLines, toDiffLines } from "./unified-diff-lines";

const short = (patch: string) =>
  toDiffLines(patch).map((l) => `${l.kind}:${l.oldLine ?? "-"}:${l.newLine ?? "-"}:${l.text}`);

describe("toDiffLines", () => {
  it.each<[string, string, string[]]>([
    ["an empty patch has no lines", "", []],
    [
      "numbers removed lines in the old text and added in the new",
      "@@ -3,2 +3,2 @@\n keep\n-old\n+new",
      ["hunk:-:-:@@ -3,2 +3,2 @@", "context:3:3:keep", "removed:4:-:old", "added:-:4:new"],
    ],
    [
      "reads the file headers before the first hunk",
      "Index: a\n===\n--- a\tv1\n+++ a\tv2\n@@ -1 +1 @@\n-x\n+y",
      [
        "file:-:-:Index: a",
        "file:-:-:===",
        "file:-:-:--- a\tv1",
        "file:-:-:+++ a\tv2",
        "hunk:-:-:@@ -1 +1 @@",
        "removed:1:-:x",
        "added:-:1:y",
      ],
    ],
    [
      "a no-newline marker is a note",
      "@@ -1 +1 @@\n-x\n\\ No newline at end of file\n+y",
      [
        "hunk:-:-:@@ -1 +1 @@",
        "removed:1:-:x",
        "note:-:-:\\ No newline at end of file",
        "added:-:1:y",
      ],
    ],
    [
      "keeps markup as text",
      "@@ -1 +1 @@\n+<b>hi</b>",
      ["hunk:-:-:@@ -1 +1 @@", "added:-:1:<b>hi</b>"],
    ],
  ])("%s", (_rule, patch, expected) => {
    expect(short(patch)).toEqual(expected);
  });

  it("reads jsdiff's own patches", () => {
    const patch = createTwoFilesPatch("v1", "v2", "a\nb\nc\n", "a\nB\nc\nd\n");
    expect(countDiffLines(toDiffLines(patch))).toEqual({ added: 2, removed: 1 });
  });
});
