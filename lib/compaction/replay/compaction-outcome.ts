import type { KindOf } from "./event-kinds";
import type { PostCompactContext } from "../mechanisms/full-compact/post-compact-context";

/** Entries [from, to) of `model.entries`. */
export type EntrySpan = { from: number; to: number };

/** What a compaction step made: applied by run-replay (events, state, the next call's context). */
export type CompactionOutcome = {
  kind: KindOf<"compaction">;
  context: PostCompactContext;
  summarised: EntrySpan;
  /** The records kept verbatim (session memory, partial); null for a full compaction. */
  kept: EntrySpan | null;
  /** Where the kept messages start (session memory, partial up_to): results before are gone. */
  keptFromEntry: number | null;
  cacheRewriteTokens: number;
  ptlRetries: number;
  trigger: string;
};
