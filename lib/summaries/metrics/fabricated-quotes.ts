import { extractQuotes } from "../extract-quotes";
import { withoutContinuation } from "../parse-summary-sections";
import { rangeFacts } from "../range-facts";
import { squashText } from "../text-match";
import type { Metric } from "./metric";

/** Ellipses a summary puts in a shortened quote: each part must occur on its own. */
const ELLIPSIS = /\.{3}|…|\[\.\.\.\]/;

/** Whether a quote's text (or each part of a shortened one) occurs in the range; a call's "()" may be added. */
function occursInRange(quote: string, corpus: string): boolean {
  const parts = quote
    .replace(/\(\)$/, "")
    .split(ELLIPSIS)
    .map(squashText)
    .filter((p) => p.length >= 3);
  return parts.length > 0 && parts.every((p) => corpus.includes(p));
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
    "input or a tool result; a quote shortened with '...' counts when each part occurs. A " +
    "relative path counts when an absolute path of the range ends in it, and a name written as a " +
    "call (`parse()`) counts when the name occurs. The sentences Claude Code appends to a " +
    "recorded summary (the transcript's path, the instruction to continue) are not read. The fabricated quotes " +
    "are listed (the display also gives how many quotes were checked). Lower is better; a " +
    "summary that quotes its own previous summary is not penalised, since that summary is " +
    "part of the range.",
  better: "lower",
  readsRange: true,
  compute: ({ summary, messages }) => {
    const { corpus } = rangeFacts(messages);
    const quotes = extractQuotes(withoutContinuation(summary));
    const fabricated = quotes.filter((q) => !occursInRange(q.text, corpus)).map((q) => q.text);
    return {
      value: fabricated.length,
      display: `${fabricated.length} of ${quotes.length} quotes`,
      items: fabricated,
    };
  },
};
