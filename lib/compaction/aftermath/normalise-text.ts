/**
 * Texts made comparable: an error met again differs in its numbers, paths, addresses and line
 * numbers; a command in its spacing; a question repeated in its wording.
 */

/** Characters of a normalised error kept: a long trace's head says which error it is. */
const ERROR_HEAD_CHARS = 300;

/**
 * An error's text with paths, hex and numbers replaced, lowercased and spaced once, cut to its
 * head. A shell's "Exit code N" line is left out: alone it says nothing about which error (a
 * bare exit status normalises to nothing and matches no other).
 *
 * @example
 * normaliseErrorText("Error: /a/b.ts:12:4 expected 3 got 0x1f") // "error: <path> expected # got <hex>"
 */
export function normaliseErrorText(text: string): string {
  // Replacements only shorten the text: four heads of raw text are enough for one normalised
  // head, and a 100 KB trace is not run through every pattern.
  return text
    .slice(0, ERROR_HEAD_CHARS * 4)
    .toLowerCase()
    .replace(/(?:[a-z]:)?[\w.@~-]*[/\\][^\s'"`()]*/g, "<path>")
    .replace(/\b0x[0-9a-f]+\b/g, "<hex>")
    .replace(/\b[0-9a-f]{7,}\b/g, "<hex>")
    .replace(/\d+(?:\.\d+)?/g, "#")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^exit code #\s*/, "")
    .slice(0, ERROR_HEAD_CHARS);
}

/**
 * A shell command with its spacing made one: `npm  test` and `npm test` are the same run.
 *
 * @example
 * normaliseCommand("  npm   test \n") // "npm test"
 */
export function normaliseCommand(command: string): string {
  return command.replace(/\s+/g, " ").trim();
}

/** Words that say nothing about what is asked. */
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a all an and any are as at be but by can could did do does every for from had has have " +
    "how i if in is " +
    "it its me my no not of on or our please so that the then there this to us was we what " +
    "when where which why will with would you your"
  ).split(" "),
);

/** A word without its plural or tense ending, so "files" meets "file" and "failing" "fails". */
const stem = (word: string) => (word.length > 4 ? word.replace(/(?:ing|ed|s)$/, "") : word);

/**
 * The distinct content words of a message: lowercased, split on anything not a letter or
 * digit, stop words and one-letter words left out, endings stripped.
 *
 * @example
 * wordSet("Why does the login test fail?") // Set { "login", "test", "fail" }
 */
export function wordSet(text: string): Set<string> {
  const words = text.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return new Set(words.filter((w) => w.length > 1 && !STOP_WORDS.has(w)).map(stem));
}

/**
 * Jaccard similarity of two word sets: shared words over all words, 0 when both are empty.
 *
 * @example
 * jaccard(new Set(["a", "b"]), new Set(["b", "c"])) // 1/3
 */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}
