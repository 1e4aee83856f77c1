import { extractQuotes } from "../extract-quotes";
import { withoutContinuation } from "../parse-summary-sections";
import { rangeFacts } from "../range-facts";
import { squashText, wordsOf } from "../text-match";
import { occursWithTypos } from "../typo-tolerant-match";
import type { Metric } from "./metric";

/** Ellipses a summary puts in a shortened quote: each part must occur on its own. */
const ELLIPSIS = /\.{3}|…|\[\.\.\.\]/;

/** A quote's parts (one, or each side of an ellipsis) worth looking up; a call's "()" dropped. */
function partsOf(quote: string): string[] {
  return quote
    .replace(/\(\)$/, "")
    .split(ELLIPSIS)
    .filter((part) => squashText(part).length >= 3);
}

/** Whether each part of a quote occurs verbatim (case and spacing aside) in the range. */
function occursInRange(quote: string, corpus: string): boolean {
  const parts = partsOf(quote);
  return parts.length > 0 && parts.every((part) => corpus.includes(squashText(part)));
}

/**
 * Whether each part of a prose quote occurs in one of the user's messages with its typos
 * mended: a summary that quotes the user's "clicleable" as "clickable" quotes the user.
 */
function quotesUserWithTyposMended(quote: string, userWords: readonly string[][]): boolean {
  const parts = partsOf(quote);
  return (
    parts.length > 0 &&
    parts.every((part) => userWords.some((words) => occursWithTypos(part, words)))
  );
}

/** Quotes and paths in the summary that occur nowhere in the range's messages. */
export const fabricatedQuotesMetric: Metric = {
  id: "fabricated-quotes",
  label: "Fabricated quotes",
  definition:
    "How many of the summary's quotes occur nowhere in the summarised range. Quotes are inline " +
    "code spans (`...`), text in double quotes (straight, curly or 「」) of 3 characters or " +
    "more, and file paths with a directory (src/app.ts, /home/x/a.py); code fences are not " +
    "quotes (they hold code the summary rewrote). A quote occurs in the range when its text, " +
    "compared in lower case with all whitespace removed, is part of a message's text, a tool " +
    "input or a tool result; a quote shortened with '...' counts when each part occurs. Text in quotes also " +
    "counts when its words occur in a row in one of the user's messages with typos mended: " +
    "each word equal, or within one edit (a letter added, dropped, changed, or two neighbours " +
    "swapped) for words of 5 to 9 letters and two edits from 10 letters; shorter words and words " +
    "with a digit must be equal ('reivew' quoted as 'review' counts, 'v2' quoted as 'v3' does " +
    "not). A " +
    "relative path counts when an absolute path of the range ends in it, and a name written as a " +
    "call (`parse()`) counts when the name occurs. The sentences Claude Code appends to a " +
    "recorded summary (the transcript's path, the instruction to continue) are not read. The fabricated quotes " +
    "are listed (the display also gives how many quotes were checked). Lower is better; a " +
    "summary that quotes its own previous summary is not penalised, since that summary is " +
    "part of the range.",
  better: "lower",
  readsRange: true,
  compute: ({ summary, messages }) => {
    const { corpus, userMessages } = rangeFacts(messages);
    const quotes = extractQuotes(withoutContinuation(summary));
    const userWords = userMessages.map(wordsOf);
    const fabricated = quotes
      .filter(
        (q) =>
          !occursInRange(q.text, corpus) &&
          !(q.kind === "quote" && quotesUserWithTyposMended(q.text, userWords)),
      )
      .map((q) => q.text);
    return {
      value: fabricated.length,
      display: `${fabricated.length} of ${quotes.length} quotes`,
      items: fabricated,
    };
  },
};
