import { describe, expect, it } from "vitest";
import { toSnippetSegments } from "./snippet-segments";

const m = (text: string) => ({ text, isMatch: true });
const t = (text: string) => ({ text, isMatch: false });

describe("toSnippetSegments", () => {
  it.each([
    ["no highlight: the whole snippet as text", "use nix", [], [t("use nix")]],
    ["one in the middle", "use nix now", [{ start: 4, end: 7 }], [t("use "), m("nix"), t(" now")]],
    [
      "at both ends",
      "nix and nix",
      [
        { start: 8, end: 11 },
        { start: 0, end: 3 },
      ],
      [m("nix"), t(" and "), m("nix")],
    ],
    [
      "overlapping ranges merged",
      "nixpkgs",
      [
        { start: 0, end: 3 },
        { start: 2, end: 7 },
      ],
      [m("nix"), m("pkgs")],
    ],
    [
      "out of bounds clamped, empty dropped",
      "nix",
      [
        { start: -5, end: 99 },
        { start: 2, end: 2 },
      ],
      [m("nix")],
    ],
    ["markup stays text", "<b>nix</b>", [{ start: 3, end: 6 }], [t("<b>"), m("nix"), t("</b>")]],
  ])("%s", (_name, snippet, highlights, expected) => {
    expect(toSnippetSegments(snippet, highlights)).toEqual(expected);
  });

  it("joins back to the snippet and does not change its input", () => {
    const highlights = [{ start: 4, end: 7 }];
    const segments = toSnippetSegments("use nix now", highlights);
    expect(segments.map((s) => s.text).join("")).toBe("use nix now");
    expect(highlights).toEqual([{ start: 4, end: 7 }]);
  });
});
