import { COMMAND_WORDS } from "../aftermath/command-words";
import { REFERENCE_KIND_LABELS, scoreAgainstReference } from "../aftermath/score-against-reference";
import { KEY_WORDS, KEY_WORDS_SHARE } from "../key-words";
import type { Metric } from "./metric";

const percent = (carried: number, total: number) => `${Math.round((carried / total) * 100)}%`;

/** How many of the facts the session went on to need after the compaction the summary carried. */
export const aftermathCarriedMetric: Metric = {
  id: "aftermath-carried",
  label: "Aftermath carried",
  definition:
    "How many of the facts the session went on to need after this compaction the summary " +
    "carried, by kind and overall. The facts, read from the transcript between this compaction " +
    "and the next (or the end of the file): files Read in the summarised range and Read again; " +
    "errors met in the range and met again (the same text once numbers, paths and hex are " +
    "replaced); shell commands run in the range and run again; decisions referred to (a message " +
    "the user typed in the range that a later typed message refers back to, sharing two content " +
    "words of five letters or more, or whose file a later tool touches); and the next step, the " +
    "first tool call after the compaction that names a file or runs a command. A file is carried " +
    "when the summary names its path, a trailing part with a directory, or its file name when no " +
    "other file of the set shares it; a command when its first " +
    `${COMMAND_WORDS} words (the first part of a compound command that is not a cd or an ` +
    "export, redirections removed) occur in a row, a typo allowed in long words; an error or a " +
    `decision when the summary has it verbatim or ${KEY_WORDS_SHARE * 100}% of its key words ` +
    `(up to ${KEY_WORDS} words of 4 letters or more that are not common ones). Only a recorded ` +
    "compaction has an aftermath; the missed facts are listed with their lines. Higher is better.",
  better: "higher",
  compute: ({ summary, reference }) => {
    if (reference === undefined) return { value: null, display: "not computed" };
    if (reference === null)
      return { value: null, display: "n/a (only a recorded compaction has an aftermath)" };
    if (reference.length === 0)
      return { value: null, display: "nothing needed after (0 facts)", items: [] };
    const score = scoreAgainstReference(summary, reference);
    const kinds = score.byKind
      .filter((k) => k.total > 0)
      .map((k) => `${REFERENCE_KIND_LABELS[k.kind]}: ${k.carried} of ${k.total}`);
    const missed = score.missed.map(
      (fact) =>
        `missed ${REFERENCE_KIND_LABELS[fact.kind]}: ${fact.text}` +
        (fact.lines.after === null ? "" : ` (line ${fact.lines.after})`),
    );
    return {
      value: score.carried / score.total,
      display: `${score.carried} of ${score.total} (${percent(score.carried, score.total)})`,
      items: [...kinds, ...missed],
    };
  },
};
