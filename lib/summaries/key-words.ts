import { wordsOf } from "./text-match";

/** Words too common in errors and requests to say which one it was. */
const COMMON = new Set(
  "the this that with from have been does into when then there their your file error failed not was were for and are can cannot could should would will".split(
    " ",
  ),
);

/** At most this many distinctive words of a text are looked for. */
export const KEY_WORDS = 8;

/** A text counts as carried when this share of its distinctive words occurs in the summary. */
export const KEY_WORDS_SHARE = 0.5;

/**
 * A text's distinctive words: 4 characters or more (or any CJK character), not common ones
 * such as "error" or "file", the first KEY_WORDS of them.
 *
 * @example
 * keyWordsOf("Error: Module not found: left-pad") // ["module", "found", "left"]
 */
export function keyWordsOf(text: string): string[] {
  const words = wordsOf(text).filter(
    (w) => (w.length >= 4 || /[^\x00-\x7f]/.test(w)) && !COMMON.has(w),
  );
  return [...new Set(words)].slice(0, KEY_WORDS);
}

/**
 * Whether a summary carries a text by its key words: the text verbatim (case ignored), or at
 * least KEY_WORDS_SHARE of its key words among the summary's words. Summaries paraphrase, so
 * this is lenient by design.
 *
 * @example
 * carriesKeyWords(lower, new Set(wordsOf(summary)), "Error: Module not found: left-pad") // true when the summary says "left-pad module was not found"
 */
export function carriesKeyWords(
  lowerSummary: string,
  summaryWords: ReadonlySet<string>,
  text: string,
): boolean {
  if (lowerSummary.includes(text.toLowerCase())) return true;
  const keys = keyWordsOf(text);
  if (keys.length === 0) return false;
  return keys.filter((w) => summaryWords.has(w)).length / keys.length >= KEY_WORDS_SHARE;
}
