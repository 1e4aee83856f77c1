import { describe, expect, it } from "vitest";
import { MAX_QUERY_WORDS } from "../../contracts/search";
import { parseSearchWords } from "./parse-search-words";

describe("parseSearchWords", () => {
  it.each([
    ["one word", "nix", [{ words: ["nix"], prefix: false }]],
    [
      "words, each required",
      "nix flake",
      [
        { words: ["nix"], prefix: false },
        { words: ["flake"], prefix: false },
      ],
    ],
    ["a quoted phrase", '"nix shell"', [{ words: ["nix", "shell"], prefix: false }]],
    ["a prefix", "flak*", [{ words: ["flak"], prefix: true }]],
    ["a quoted prefix", '"nix sh"*', [{ words: ["nix", "sh"], prefix: true }]],
    [
      "punctuation inside a word: its parts as a phrase",
      "nix-shell",
      [{ words: ["nix", "shell"], prefix: false }],
    ],
    ["a lone quote is text", '"foo', [{ words: ["foo"], prefix: false }]],
    [
      "operators are words",
      "AND OR NOT",
      [
        { words: ["AND"], prefix: false },
        { words: ["OR"], prefix: false },
        { words: ["NOT"], prefix: false },
      ],
    ],
    ["NEAR( is the word NEAR", "NEAR(", [{ words: ["NEAR"], prefix: false }]],
    ["column filters are words", "text:nix", [{ words: ["text", "nix"], prefix: false }]],
    [
      "unicode letters",
      "café 日本語",
      [
        { words: ["café"], prefix: false },
        { words: ["日本語"], prefix: false },
      ],
    ],
  ])("reads %s", (_name, q, terms) => {
    expect(parseSearchWords(q)).toEqual({ ok: true, terms });
  });

  it.each([
    ["a lone star", "*"],
    ["punctuation only", '"" () ^ -'],
    ["an emoji", "🙂"],
  ])("refuses %s in words", (_name, q) => {
    expect(parseSearchWords(q)).toEqual({
      ok: false,
      reason: "q has no word to search for (letters or digits).",
    });
  });

  it("refuses more words than a search takes", () => {
    const q = Array.from({ length: MAX_QUERY_WORDS + 1 }, (_, i) => `w${i}`).join(" ");
    expect(parseSearchWords(q)).toEqual({
      ok: false,
      reason: `q has ${MAX_QUERY_WORDS + 1} words; a search takes at most ${MAX_QUERY_WORDS}.`,
    });
  });
});
