/**
 * Text comparison for the summary metrics: one normalisation and one notion of "word" for
 * every metric, so their thresholds mean the same thing.
 */

/** Scripts written without spaces: each character is a word of its own. */
const UNSPACED = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}`;
const WORD = new RegExp(String.raw`[${UNSPACED}]|(?:(?![${UNSPACED}])[\p{L}\p{N}_])+`, "gu");

/** Lower case, whitespace collapsed, trimmed. */
export function normaliseText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ").trim();
}

/** Lower case without any whitespace: formatting differences (wrapping, indentation) vanish. */
export function squashText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, "");
}

/** The words of a text, lower case: letter/digit runs, one per character in Chinese or Japanese. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

function trigramsOf(words: string[]): string[] {
  const grams: string[] = [];
  for (let i = 0; i + 2 < words.length; i++)
    grams.push(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return grams;
}

/** Every word trigram of a text, for `trigramOverlap` against many needles. */
export function trigramSet(text: string): Set<string> {
  return new Set(trigramsOf(wordsOf(text)));
}

/**
 * The share of a needle's word trigrams that occur in the haystack's: 1 for a verbatim quote,
 * high for a near-verbatim one (a word changed here and there), low for a paraphrase.
 *
 * @example
 * trigramOverlap("please fix the login bug now", trigramSet("Please fix the login bug today")) // 0.75
 */
export function trigramOverlap(needle: string, haystack: Set<string>): number {
  const grams = trigramsOf(wordsOf(needle));
  if (grams.length === 0) return 0;
  return grams.filter((g) => haystack.has(g)).length / grams.length;
}

/** Whether the words of `phrase` occur in a row in `text` (case, punctuation and spacing ignored). */
export function containsPhrase(text: string, phrase: string): boolean {
  const needle = wordsOf(phrase).join(" ");
  if (needle === "") return false;
  return ` ${wordsOf(text).join(" ")} `.includes(` ${needle} `);
}
