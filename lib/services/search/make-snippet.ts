import type { Highlight } from "../../contracts/search";
import type { SearchTerm } from "../../db/search-match";

/** Characters of text a snippet shows, and how many of them come before the first match. */
export const SNIPPET_CHARS = 220;
const LEAD_CHARS = 70;
const WORD_CHAR = String.raw`[\p{L}\p{N}\p{M}]`;

/**
 * The part of a hit's text around its first match, whitespace folded to single spaces, with
 * the spans that match a word of the query (case and accents as written: ranges are only drawn
 * where the text itself matches). `…` marks a cut at either end. Plain text: the page draws it
 * as text, never as HTML.
 *
 * @example makeSnippet("we use nix here", [{ words: ["nix"], prefix: false }]) // { snippet: "we use nix here", highlights: [{ start: 7, end: 10 }] }
 */
export function makeSnippet(
  text: string,
  terms: readonly SearchTerm[],
): { snippet: string; highlights: Highlight[] } {
  const pattern = wordsPattern(terms);
  const first = pattern.exec(text);
  const at = first?.index ?? 0;
  let start = Math.max(0, at - LEAD_CHARS);
  // Start on a word's edge rather than inside one.
  if (start > 0) {
    const space = text.lastIndexOf(" ", start);
    if (space >= 0 && at - space <= LEAD_CHARS + 20) start = space + 1;
  }
  const end = Math.min(text.length, start + SNIPPET_CHARS);
  const body = text.slice(start, end).replace(/\s+/g, " ");
  const before = start > 0 ? "…" : "";
  const snippet = `${before}${body}${end < text.length ? "…" : ""}`;
  const highlights: Highlight[] = [];
  const inSnippet = wordsPattern(terms);
  for (const match of body.matchAll(inSnippet)) {
    const from = before.length + match.index;
    highlights.push({ start: from, end: from + match[0].length });
  }
  return { snippet, highlights };
}

function wordsPattern(terms: readonly SearchTerm[]): RegExp {
  const alternatives = terms.flatMap((term) =>
    term.words.map((word, index) => {
      const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return term.prefix && index === term.words.length - 1 ? `${escaped}${WORD_CHAR}*` : escaped;
    }),
  );
  // Longest first, so a word that starts another is not taken for it.
  alternatives.sort((a, b) => b.length - a.length);
  return new RegExp(`(?<!${WORD_CHAR})(?:${alternatives.join("|")})(?!${WORD_CHAR})`, "giu");
}
