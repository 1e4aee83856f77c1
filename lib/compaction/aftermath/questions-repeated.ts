import type { AftermathTexts } from "./aftermath-texts";
import type { QuestionRepeated } from "./aftermath-types";
import type { CompactionWindow, UserMessageAt } from "./compaction-windows";
import { jaccard, wordSet } from "./normalise-text";

/**
 * Jaccard similarity from which two user messages count as the same request. On the generated
 * cases of normalise-text.test.ts a request said again in other words scores 0.80 to 1.00 and
 * another request about the same files 0.13 to 0.29; 0.5 sits between with room on both sides
 * (a repeat that adds a clause, a neighbour that shares a module name).
 */
export const SIMILAR_FROM = 0.5;

/** Fewer content words than this ("yes", "go on") match anything: never a repeat. */
export const MIN_WORDS = 3;

/** Characters of a message shown. */
const SHOWN_CHARS = 200;

/** Text the client writes in the user's name (slash-command tags, interruptions), not a request. */
const isClientMarkup = (text: string) => /^\s*(<[\w-]+>|\[Request interrupted)/.test(text);

function messages(list: readonly UserMessageAt[], texts: AftermathTexts) {
  return list.flatMap(({ line }) => {
    const text = texts.userText.get(line);
    if (text === undefined || isClientMarkup(text)) return [];
    const words = wordSet(text);
    return words.size < MIN_WORDS ? [] : [{ line, text, words }];
  });
}

const shown = (text: string) => text.trim().replace(/\s+/g, " ").slice(0, SHOWN_CHARS);

/**
 * Typed user messages after the compaction whose word set is at least SIMILAR_FROM like one
 * in the summarised range: what the user had to say again. Each at its most similar earlier
 * message.
 *
 * @example
 * questionsRepeated(window, texts)[0]?.similarity // 0.67
 */
export function questionsRepeated(
  window: CompactionWindow,
  texts: AftermathTexts,
): QuestionRepeated[] {
  const before = messages(window.before.userMessages, texts);
  const rows: QuestionRepeated[] = [];
  for (const after of messages(window.after.userMessages, texts)) {
    let best: { line: number; text: string; similarity: number } | null = null;
    for (const earlier of before) {
      const similarity = jaccard(after.words, earlier.words);
      if (similarity >= SIMILAR_FROM && similarity > (best?.similarity ?? 0))
        best = { line: earlier.line, text: earlier.text, similarity };
    }
    if (best === null) continue;
    rows.push({
      text: shown(after.text),
      earlier: shown(best.text),
      similarity: Math.round(best.similarity * 100) / 100,
      before: { line: best.line },
      after: { line: after.line },
    });
  }
  return rows;
}
