import { rangeFacts } from "../range-facts";
import { wordsOf } from "../text-match";
import type { Metric } from "./metric";
import { recallValue } from "./recall-value";

/** Words too common in error messages to say which error it was. */
const STOP = new Set(
  "the this that with from have been does into when then there their your file error failed not was were for and are can cannot could should would will".split(
    " ",
  ),
);
/** At most this many distinctive words of an error are looked for. */
const ERROR_KEY_WORDS = 8;
/** An error counts as mentioned when this share of its distinctive words occurs in the summary. */
const ERROR_MATCH_SHARE = 0.5;

/** An error's distinctive words: 4 characters or more (or any CJK character), not common ones. */
function errorKeyWords(signature: string): string[] {
  const words = wordsOf(signature).filter(
    (w) => (w.length >= 4 || /[^\x00-\x7f]/.test(w)) && !STOP.has(w),
  );
  return [...new Set(words)].slice(0, ERROR_KEY_WORDS);
}

/** The share of distinct errors the range hit that the summary mentions. */
export const errorRecallMetric: Metric = {
  id: "error-recall",
  label: "Errors kept",
  definition:
    "The share of the distinct errors the range hit that the summary mentions. An error is a " +
    "tool result marked is_error (a failed command, edit, read or tool call); it is known by " +
    "its first non-empty line, tool-error tags and an 'Error:' prefix removed, and the same " +
    "line twice is one error. It counts as mentioned when the summary contains that line " +
    `verbatim, or at least ${ERROR_MATCH_SHARE * 100}% of its distinctive words (up to ` +
    `${ERROR_KEY_WORDS} words of 4 letters or more that are not common words such as 'error', ` +
    "'file' or 'failed'; compared in lower case). Summaries paraphrase errors, so this is " +
    "lenient by design. The missed errors are listed. Higher is better.",
  better: "higher",
  readsRange: true,
  compute: ({ summary, messages }) => {
    const { errors } = rangeFacts(messages);
    const summaryWords = new Set(wordsOf(summary));
    const lower = summary.toLowerCase();
    const isMentioned = (signature: string) => {
      if (lower.includes(signature.toLowerCase())) return true;
      const keys = errorKeyWords(signature);
      if (keys.length === 0) return false;
      return keys.filter((w) => summaryWords.has(w)).length / keys.length >= ERROR_MATCH_SHARE;
    };
    const missed = errors.filter((e) => !isMentioned(e));
    return recallValue(errors, missed, "no errors in the range");
  },
};
