import { rangeFacts } from "../range-facts";
import { carriesKeyWords, KEY_WORDS, KEY_WORDS_SHARE } from "../key-words";
import { wordsOf } from "../text-match";
import type { Metric } from "./metric";
import { recallValue } from "./recall-value";

/** The share of distinct errors the range hit that the summary mentions. */
export const errorRecallMetric: Metric = {
  id: "error-recall",
  label: "Errors kept",
  definition:
    "The share of the distinct errors the range hit that the summary mentions. An error is a " +
    "tool result marked is_error (a failed command, edit, read or tool call); it is known by " +
    "its first non-empty line, tool-error tags and an 'Error:' prefix removed, and the same " +
    "line twice is one error. It counts as mentioned when the summary contains that line " +
    `verbatim, or at least ${KEY_WORDS_SHARE * 100}% of its distinctive words (up to ` +
    `${KEY_WORDS} words of 4 letters or more that are not common words such as 'error', ` +
    "'file' or 'failed'; compared in lower case). Summaries paraphrase errors, so this is " +
    "lenient by design. The missed errors are listed. Higher is better.",
  better: "higher",
  readsRange: true,
  compute: ({ summary, messages }) => {
    const { errors } = rangeFacts(messages);
    const summaryWords = new Set(wordsOf(summary));
    const lower = summary.toLowerCase();
    const isMentioned = (signature: string) => carriesKeyWords(lower, summaryWords, signature);
    const missed = errors.filter((e) => !isMentioned(e));
    return recallValue(errors, missed, "no errors in the range");
  },
};
