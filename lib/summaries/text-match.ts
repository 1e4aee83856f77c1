/**
 * Text comparison for the summary metrics: one normalisation and one notion of "word" for
 * every metric, so their thresholds mean the same thing.
 */

/** Scripts written without spaces: each character is a word of its own. */
const UNSPACED = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}`;
/**
 * Runs of word characters, then each run split at its unspaced characters. Only character
 * classes are repeated: a repeated group (`(?:(?!x)[...])+`) costs the regex engine a
 * backtrack entry per character and overflows the stack on one long word.
 */
const WORD_RUN = /[\p{L}\p{N}_]+/gu;
const HAS_UNSPACED = new RegExp(`[${UNSPACED}]`, "u");
const UNSPACED_WORD = new RegExp(`[${UNSPACED}]|[^${UNSPACED}]+`, "gu");

/** Lower case without any whitespace: formatting differences (wrapping, indentation) vanish. */
export function squashText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, "");
}

/** The words of a text, lower case: letter/digit runs, one per character in Chinese or Japanese. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const [run] of text.toLowerCase().matchAll(WORD_RUN)) {
    if (!HAS_UNSPACED.test(run)) words.push(run);
    else for (const [word] of run.matchAll(UNSPACED_WORD)) words.push(word);
  }
  return words;
}

export function trigramsOf(words: string[]): string[] {
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
 * The word trigrams of `words` that are among `wanted`: all an overlap with those needles can
 * count. A megabytes-long haystack then costs one pass, not a string and a set entry per word.
 */
export function trigramsAmong(words: string[], wanted: ReadonlySet<string>): Set<string> {
  const firstWords = new Set([...wanted].map((gram) => gram.slice(0, gram.indexOf(" "))));
  const found = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) {
    if (!firstWords.has(words[i] ?? "")) continue;
    const gram = `${words[i]} ${words[i + 1]} ${words[i + 2]}`;
    if (wanted.has(gram)) found.add(gram);
  }
  return found;
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

/**
 * A text's words made searchable for phrases (hasPhrase): built once, asked many times, so a
 * long text is not split into words again for every phrase looked up in it.
 */
export function phraseIndex(words: string[]): string {
  return ` ${words.join(" ")} `;
}

/** Whether `words` (wordsOf a phrase) occur in a row in a phraseIndex; never for no words. */
export function hasPhrase(index: string, words: string[]): boolean {
  return words.length > 0 && index.includes(` ${words.join(" ")} `);
}

/** Whether the words of `phrase` occur in a row in `text` (case, punctuation and spacing ignored). */
export function containsPhrase(text: string, phrase: string): boolean {
  return hasPhrase(phraseIndex(wordsOf(text)), wordsOf(phrase));
}
