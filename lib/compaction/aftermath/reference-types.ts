/**
 * The kinds of fact a session went on to need after a compaction, in the order the score
 * lists them: what a summary written at that point would have had to carry.
 */
export const REFERENCE_KINDS = [
  "file-reread",
  "error-repeated",
  "command-rerun",
  "decision",
  "next-step",
] as const;

export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** One fact the session needed after the compaction. */
export type ReferenceFact = {
  kind: ReferenceKind;
  /**
   * What a summary could carry for it: a path (files re-read, a next step on a file), a
   * command (commands re-run, a next step in the shell), an error's first line, or the user's
   * message (decisions).
   */
  text: string;
  /** Whether `text` is a path (matched by path or basename) or a command (by its words). */
  target: "path" | "command" | "error" | "message";
  /** File lines it came from: in the summarised range and after the compaction; null: none. */
  lines: { before: number | null; after: number | null };
};

/** The reference set of one recorded compaction of the main thread. */
export type ReferenceSet = {
  /** The recorded compaction's boundary uuid. */
  uuid: string;
  atCall: number;
  facts: ReferenceFact[];
};
