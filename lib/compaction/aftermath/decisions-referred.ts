import type { AftermathTexts } from "./aftermath-texts";
import type { CompactionWindow } from "./compaction-windows";
import { wordSet } from "./normalise-text";
import { MIN_WORDS } from "./questions-repeated";
import type { ReferenceFact } from "./reference-types";

/**
 * Content words a later message must share with an earlier one to refer back to it. One
 * shared word is chance ("test", "build"); two long ones name the same thing ("login
 * redirect", "retry budget").
 */
export const REFERS_FROM_WORDS = 2;

/** Content words shorter than this are too common to name a thing ("fix", "file", "run"). */
export const DISTINCTIVE_LETTERS = 5;

/** Characters of a message kept as the fact's text. */
const SHOWN_CHARS = 300;

const isClientMarkup = (text: string) => /^\s*(<[\w-]+>|\[Request interrupted)/.test(text);

/** File names a message names: words with an extension, such as `auth.ts` or `/p/auth.ts`. */
function fileNamesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const [word] of text.matchAll(/[\w./@~-]*\w\.[a-z][a-z0-9]{0,5}\b/gi)) {
    const base = word.slice(word.lastIndexOf("/") + 1);
    if (base.includes(".")) names.add(base.toLowerCase());
  }
  return names;
}

const basename = (path: string) => path.slice(path.lastIndexOf("/") + 1).toLowerCase();

const distinctive = (text: string) =>
  new Set([...wordSet(text)].filter((w) => w.length >= DISTINCTIVE_LETTERS));

/**
 * User messages of the summarised range that the conversation after the compaction refers
 * back to: a message the user typed later shares at least REFERS_FROM_WORDS content words of
 * DISTINCTIVE_LETTERS letters or more with it, or a main-thread tool after the compaction
 * touches a file it names (by file name). Client markup and messages of fewer than MIN_WORDS
 * content words (a "yes") decide nothing. The fact's lines: the message, and the first later
 * line that refers to it.
 *
 * @example
 * decisionsReferred(window, texts, lineOfUse)[0] // { kind: "decision", text: "use JWT in auth.ts", ... }
 */
export function decisionsReferred(
  window: CompactionWindow,
  texts: AftermathTexts,
  lineOfUse: ReadonlyMap<string, number>,
): ReferenceFact[] {
  const later = window.after.userMessages.flatMap(({ line }) => {
    const text = texts.userText.get(line);
    return text === undefined || isClientMarkup(text) ? [] : [{ line, words: distinctive(text) }];
  });
  const touched = window.after.toolUses.flatMap((use) =>
    use.filePath === null
      ? []
      : [{ line: lineOfUse.get(use.id) ?? null, base: basename(use.filePath) }],
  );
  const facts: ReferenceFact[] = [];
  for (const { line } of window.before.userMessages) {
    const text = texts.userText.get(line);
    if (text === undefined || isClientMarkup(text) || wordSet(text).size < MIN_WORDS) continue;
    const words = distinctive(text);
    const files = fileNamesIn(text);
    const byWords = later.find(
      (l) => [...l.words].filter((w) => words.has(w)).length >= REFERS_FROM_WORDS,
    );
    const byFile = touched.find((t) => files.has(t.base));
    const after = [byWords?.line ?? null, byFile?.line ?? null].filter((l) => l !== null);
    if (after.length === 0) continue;
    facts.push({
      kind: "decision",
      text: text.trim().replace(/\s+/g, " ").slice(0, SHOWN_CHARS),
      target: "message",
      lines: { before: line, after: Math.min(...after) },
    });
  }
  return facts;
}
