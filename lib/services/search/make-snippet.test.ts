import { describe, expect, it } from "vitest";
import type { SearchTerm } from "../../db/search-match";
import { makeSnippet, SNIPPET_CHARS } from "./make-snippet";

const word = (text: string, prefix = false): SearchTerm => ({ words: [text], prefix });
const marked = (result: ReturnType<typeof makeSnippet>) =>
  result.highlights.map(({ start, end }) => result.snippet.slice(start, end));

describe("makeSnippet", () => {
  it("keeps a short text whole and marks every whole-word match, whatever its case", () => {
    const result = makeSnippet("Nix here, nixpkgs there, and nix again", [word("nix")]);
    expect(result.snippet).toBe("Nix here, nixpkgs there, and nix again");
    expect(marked(result)).toEqual(["Nix", "nix"]);
  });

  it("marks the words a prefix starts", () => {
    expect(marked(makeSnippet("nix and nixpkgs", [word("nix", true)]))).toEqual(["nix", "nixpkgs"]);
  });

  it("cuts a long text around the first match, on a word's edge, with … at both cuts", () => {
    const text = `${"lorem ipsum ".repeat(50)}the nix store ${"dolor sit ".repeat(50)}`;
    const result = makeSnippet(text, [word("nix")]);
    expect(result.snippet.startsWith("…")).toBe(true);
    expect(result.snippet.endsWith("…")).toBe(true);
    expect(result.snippet.length).toBeLessThanOrEqual(SNIPPET_CHARS + 2);
    expect(result.snippet.slice(1, 7)).toMatch(/^(lorem|ipsum) /);
    expect(marked(result)).toEqual(["nix"]);
  });

  it("folds newlines and runs of spaces, keeping the marks on the words", () => {
    const result = makeSnippet("first line\n\n   then   nix", [word("nix")]);
    expect(result.snippet).toBe("first line then nix");
    expect(marked(result)).toEqual(["nix"]);
  });

  it("marks each word of a phrase and treats regex characters as text", () => {
    const terms: SearchTerm[] = [{ words: ["a", "b"], prefix: false }, word("c")];
    expect(marked(makeSnippet("x a b (c) .*", terms))).toEqual(["a", "b", "c"]);
  });

  it("starts at the text's beginning with no marks when the text holds no match as written", () => {
    expect(makeSnippet("cafe", [word("café")])).toEqual({ snippet: "cafe", highlights: [] });
  });
});
