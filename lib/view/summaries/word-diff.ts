import { diffWords } from "diff";

export type WordSegment = { kind: "same" | "added" | "removed"; text: string };

export type WordDiff = {
  segments: WordSegment[];
  /** The texts differed too much to diff within the budget: shown plain, and said so. */
  isSkipped: boolean;
};

/**
 * Past this many edits a word diff is noise (two unrelated texts) and slow on long sections;
 * the cell then shows its text plain with a note.
 */
export const MAX_WORD_EDITS = 2_000;

/**
 * The words of `text` against `base` (jsdiff `diffWords`): words only in `text` are
 * "added", words only in `base` "removed", the rest "same". Segments are plain strings,
 * drawn as text nodes, never as HTML.
 *
 * @example
 * diffAgainst("fix the bug", "fix the login bug")
 * // { segments: [{ kind: "same", text: "fix the " }, { kind: "added", text: "login " }, { kind: "same", text: "bug" }], isSkipped: false }
 */
export function diffAgainst(base: string, text: string): WordDiff {
  if (base === text)
    return { segments: text === "" ? [] : [{ kind: "same", text }], isSkipped: false };
  const changes = diffWords(base, text, { maxEditLength: MAX_WORD_EDITS });
  if (changes === undefined) return { segments: [{ kind: "same", text }], isSkipped: true };
  const segments = changes.map((change): WordSegment => ({
    kind: change.added ? "added" : change.removed ? "removed" : "same",
    text: change.value,
  }));
  return { segments, isSkipped: false };
}
