import { describe, expect, it } from "vitest";
import { toFts5Match, toTsquery, type SearchTerm } from "./search-match";

const cases: [string, SearchTerm[], string, string][] = [
  ["a word", [{ words: ["nix"], prefix: false }], '"nix"', "('nix')"],
  [
    "words, all required",
    [
      { words: ["nix"], prefix: false },
      { words: ["flake"], prefix: true },
    ],
    '"nix" "flake"*',
    "('nix') & ('flake':*)",
  ],
  [
    "a phrase",
    [{ words: ["nix", "shell"], prefix: true }],
    '"nix shell"*',
    "('nix' <-> 'shell':*)",
  ],
  // Words never hold these (parseSearchWords), but the quoting must hold if one ever did.
  [
    "quotes and backslashes",
    [{ words: [`a"b'c\\`], prefix: false }],
    '"a""b\'c\\"',
    "('a\"b''c\\\\')",
  ],
];

describe("search terms as the index's syntax", () => {
  it.each(cases)("%s", (_name, terms, fts5, tsquery) => {
    expect(toFts5Match(terms)).toBe(fts5);
    expect(toTsquery(terms)).toBe(tsquery);
  });
});
