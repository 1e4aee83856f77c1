import {
  REFERENCE_KINDS,
  type ReferenceFact,
  type ReferenceKind,
} from "../../compaction/aftermath/reference-types";
import { carriesKeyWords } from "../key-words";
import { ambiguousBasenames, namesFile } from "../names-file";
import { wordsOf } from "../text-match";
import { carriesCommand } from "./command-words";

/** The words each kind is shown with. */
export const REFERENCE_KIND_LABELS: Record<ReferenceKind, string> = {
  "file-reread": "files re-read",
  "error-repeated": "errors met again",
  "command-rerun": "commands re-run",
  decision: "decisions referred to",
  "next-step": "next step",
};

export type KindScore = { kind: ReferenceKind; carried: number; total: number };

export type AftermathScore = {
  carried: number;
  total: number;
  /** Every kind in REFERENCE_KINDS order, those with no fact included (total 0). */
  byKind: KindScore[];
  missed: ReferenceFact[];
};

/**
 * How many of a reference set's facts a summary carries, by kind and overall. A path is
 * carried when the summary names the file (its path, a trailing part with a directory, or its
 * file name when no other path of the set shares it); a command when its words occur in a
 * row (carriesCommand); an error or a user's message when the summary has it verbatim or half
 * its key words (carriesKeyWords).
 *
 * @example
 * scoreAgainstReference("Re-read src/a.ts next", facts).carried // 1
 */
export function scoreAgainstReference(
  summary: string,
  facts: readonly ReferenceFact[],
): AftermathScore {
  const words = wordsOf(summary);
  const wordSet = new Set(words);
  const lower = summary.toLowerCase();
  const ambiguous = ambiguousBasenames(facts.filter((f) => f.target === "path").map((f) => f.text));
  const isCarried = (fact: ReferenceFact): boolean => {
    switch (fact.target) {
      case "path":
        return namesFile(summary, fact.text, ambiguous);
      case "command":
        return carriesCommand(words, fact.text);
      case "error":
      case "message":
        return carriesKeyWords(lower, wordSet, fact.text);
    }
  };
  const carried = facts.map(isCarried);
  const byKind = REFERENCE_KINDS.map((kind) => {
    const ofKind = facts.flatMap((fact, i) => (fact.kind === kind ? [carried[i] === true] : []));
    return { kind, carried: ofKind.filter(Boolean).length, total: ofKind.length };
  });
  return {
    carried: carried.filter(Boolean).length,
    total: facts.length,
    byKind,
    missed: facts.filter((_, i) => !carried[i]),
  };
}
