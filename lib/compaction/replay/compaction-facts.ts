import type { Entry } from "../../transcript/model";

/**
 * Records `first` to `last` of `model.entries`, both included, with their file lines. Records
 * of other query sources (inline sidechains) inside the range are not part of it.
 */
export type EntryRange = { first: number; last: number; firstLine: number; lastLine: number };

/** A tool result microcompaction cleared: its tool_use id, its record and its estimate. */
export type ClearedToolResult = { toolUseId: string; entry: number; tokens: number };

/**
 * One part of the context right after a compaction. `attachment` is a restored attachment of
 * another type (its `name`); `unattributed` is what a recorded compaction's next call counted
 * beyond its records and the session's base overhead (restored context the file does not show).
 */
export type PostCompactItem =
  | {
      kind:
        | "boundary"
        | "summary"
        | "kept-messages"
        | "todos"
        | "plan"
        | "base-overhead"
        | "unattributed";
      tokens: number;
    }
  | { kind: "file"; tokens: number; path: string }
  | { kind: "skill" | "attachment"; tokens: number; name?: string };

/** What one compaction (recorded or replayed) summarised, kept, found cleared and left. */
export type CompactionFacts = {
  /** The records it summarised; null when there were none. */
  summarised: EntryRange | null;
  /** The records it kept verbatim (partial and session-memory compaction); null for a full one. */
  kept: EntryRange | null;
  /** Tool results microcompaction cleared since the previous compaction, oldest first. */
  cleared: ClearedToolResult[];
  clearedTokens: number;
  /** The context right after it, item by item; the tokens add up to its `tokensAfter`. */
  postCompact: PostCompactItem[];
};

/**
 * The range of records in [from, to) of `entries`, or null when it is empty.
 *
 * @example
 * entryRange(model.entries, 0, 12) // { first: 0, last: 11, firstLine: 1, lastLine: 12 }
 */
export function entryRange(entries: readonly Entry[], from: number, to: number): EntryRange | null {
  const first = entries[from];
  const last = entries[to - 1];
  if (from >= to || first === undefined || last === undefined) return null;
  return { first: from, last: to - 1, firstLine: first.line, lastLine: last.line };
}

export const sumTokens = (items: readonly { tokens: number }[]): number =>
  items.reduce((sum, item) => sum + item.tokens, 0);
