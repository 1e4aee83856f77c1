import { wordsOf } from "./text-match";

/**
 * Optimal string alignment distance (Damerau-Levenshtein without moving a letter twice): a
 * swapped pair of neighbours ("reivew", "review") is one edit, as a typist makes it.
 */
export function editDistance(a: string, b: string): number {
  // Three rows of the table: two back for a swap, one back for the rest.
  let twoBack: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, (twoBack[j - 2] ?? 0) + 1);
      current.push(best);
    }
    twoBack = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * How many typos a word may carry and still be the same word: none under 5 letters (a short
 * word one letter off is another word: "cat", "car") or with a digit (2.1.22 is not 2.1.23),
 * one up to 9 letters, two from 10 ("clicleable" for "clickable" is a typo and a stray letter).
 */
export function typosAllowed(a: string, b: string): number {
  if (/\p{N}/u.test(a) || /\p{N}/u.test(b)) return 0;
  const longer = Math.max(a.length, b.length);
  return longer < 5 ? 0 : longer < 10 ? 1 : 2;
}

/** Whether two lower-case words are equal or one is the other with its allowed typos. */
export function isSameWordOrTypo(a: string, b: string): boolean {
  if (a === b) return true;
  // No word is allowed more than two typos: most pairs end here, before any regex runs.
  if (Math.abs(a.length - b.length) > 2) return false;
  const allowed = typosAllowed(a, b);
  return allowed > 0 && Math.abs(a.length - b.length) <= allowed && editDistance(a, b) <= allowed;
}

/**
 * Whether the words of `quote` occur in a row in `words` (wordsOf a text), each one equal or a
 * typo's distance away (isSameWordOrTypo): a summary that quotes the user with the spelling
 * mended still quotes the user. Never for a quote without words.
 *
 * @example
 * occursWithTypos("make it clickable", wordsOf("please make it clicleable")) // true
 */
export function occursWithTypos(quote: string, words: readonly string[]): boolean {
  const wanted = wordsOf(quote);
  if (wanted.length === 0) return false;
  for (let start = 0; start + wanted.length <= words.length; start++)
    if (wanted.every((word, k) => isSameWordOrTypo(word, words[start + k] ?? ""))) return true;
  return false;
}
