import { rangeFacts } from "../range-facts";
import {
  hasPhrase,
  phraseIndex,
  trigramOverlap,
  trigramsAmong,
  trigramsOf,
  wordsOf,
} from "../text-match";
import type { Metric } from "./metric";
import { recallValue } from "./recall-value";

/** Messages of fewer words are matched as a whole phrase. */
const SHORT_MESSAGE_WORDS = 8;
/** A longer message counts when this share of its word trigrams occurs in the summary. */
const NEAR_VERBATIM_OVERLAP = 0.8;

const preview = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}...` : text);

/** The share of the range's user messages the summary keeps verbatim or near-verbatim. */
export const userMessageRecallMetric: Metric = {
  id: "user-message-recall",
  label: "User messages kept",
  definition:
    "The share of the range's user messages (what the person typed, not tool results; system " +
    "reminders removed) that the summary keeps verbatim or near-verbatim. Text is compared as " +
    "words: lower case, punctuation and whitespace ignored, each Chinese or Japanese character " +
    `a word. A message of fewer than ${SHORT_MESSAGE_WORDS} words counts when its words occur ` +
    `in a row in the summary; a longer one when at least ${NEAR_VERBATIM_OVERLAP * 100}% of ` +
    "its word trigrams (three words in a row) occur in the summary, so a quote with a word " +
    "changed here and there counts and a paraphrase or a truncated quote does not. The missed " +
    "messages are listed. Higher is better.",
  better: "higher",
  readsRange: true,
  compute: ({ summary, messages }) => {
    const { userMessages } = rangeFacts(messages);
    // The summary's words are read once, whatever its size and however many messages.
    const summaryWords = wordsOf(summary);
    const phrases = phraseIndex(summaryWords);
    const messageWords = new Map(userMessages.map((m) => [m, wordsOf(m)]));
    const isShort = (words: string[]) => words.length < SHORT_MESSAGE_WORDS;
    const wanted = new Set(
      [...messageWords.values()].filter((w) => !isShort(w)).flatMap((w) => trigramsOf(w)),
    );
    const grams = trigramsAmong(summaryWords, wanted);
    const isKept = (message: string) => {
      const words = messageWords.get(message) ?? [];
      if (!isShort(words)) return trigramOverlap(message, grams) >= NEAR_VERBATIM_OVERLAP;
      // A short message counts when its words occur in a row.
      return hasPhrase(phrases, words);
    };
    const missed = userMessages.filter((m) => !isKept(m)).map(preview);
    return recallValue(userMessages, missed, "no user messages in the range");
  },
};
