import { MAX_QUERY_WORDS } from "../../contracts/search";
import type { SearchTerm } from "../../db/search-match";

/** What a word is to the index: letters, digits and their marks (FTS5's unicode61, cut at punctuation on PostgreSQL). */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
/** A quoted phrase (optionally `*`), or a run of anything else but spaces and quotes. */
const CHUNK = /"([^"]*)"(\*?)|([^\s"]+)/gu;

export type ParsedSearch = { ok: true; terms: SearchTerm[] } | { ok: false; reason: string };

/**
 * Reads what a person typed into terms the index takes safely: `"a phrase"`, words (a word
 * with punctuation inside, `nix-shell`, is the phrase of its parts, as the index cut it), and a
 * trailing `*` for a prefix. Everything else (operators, parentheses, a lone quote) is text:
 * `AND OR NOT` are three words, `NEAR(` is the word "NEAR". Never throws.
 *
 * @example parseSearchWords('"nix shell" flake*') // { ok: true, terms: [{ words: ["nix", "shell"], prefix: false }, { words: ["flake"], prefix: true }] }
 */
export function parseSearchWords(q: string): ParsedSearch {
  const terms: SearchTerm[] = [];
  for (const match of q.normalize("NFC").matchAll(CHUNK)) {
    const [, quoted, quotedStar, bare] = match;
    const text = quoted ?? bare ?? "";
    const words = text.match(WORD) ?? [];
    if (words.length === 0) continue;
    const prefix = quoted !== undefined ? quotedStar === "*" : text.endsWith("*");
    terms.push({ words, prefix });
  }
  const count = terms.reduce((sum, term) => sum + term.words.length, 0);
  if (count === 0) return { ok: false, reason: "q has no word to search for (letters or digits)." };
  if (count > MAX_QUERY_WORDS) {
    return {
      ok: false,
      reason: `q has ${count} words; a search takes at most ${MAX_QUERY_WORDS}.`,
    };
  }
  return { ok: true, terms };
}
