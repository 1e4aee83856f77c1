import type { CompactionFacts } from "../replay/compaction-facts";
import type { EventKind } from "./types";

/** Every compaction the replay made: why, against what, and what it did (numbers, ranges, paths). */
export type CompactionDetail = CompactionFacts & {
  trigger: string;
  threshold: number;
  /** The real session compacted at the same call: `tokensAfter` is its next call's input. */
  isAligned: boolean;
  /** The engine's estimate of the post-compact context (equals `tokensAfter` unless aligned). */
  estimatedPostTokens: number;
  recordedPreTokens: number | null;
  recordedPostTokens: number | null;
  ptlRetries: number;
  cacheRewriteTokens: number;
  isRecompaction: boolean;
  callsSincePrevious: number;
  tokensSincePrevious: number;
};

export type ClearingDetail = {
  saved: number;
  /** The real session recorded a microcompact_boundary at the same call. */
  isAligned: boolean;
  recordedTokensSaved: number | null;
  /** Cached edits delete from the server's cache: the next call's lower cache read is expected. */
  expectedCacheReadDrop: number;
};

/** Tool-result clearing: the results' tokens before, how many were cleared. */
export type ToolClearingDetail = ClearingDetail & { toolResultTokens: number; cleared: number };

/** Every kind of compaction (auto, manual, partial, session memory, reactive) has this detail. */
export const COMPACTION_EVENT = {
  family: "compaction",
  matches: "compaction",
  describe: (d, f) => {
    const parts = [`threshold ${f.integer(d.threshold)}`];
    if (d.isAligned) parts.push("after: the real next call");
    else parts.push(`after: estimated`);
    if (d.ptlRetries > 0) parts.push(`${f.integer(d.ptlRetries)} prompt-too-long retries`);
    if (d.isRecompaction)
      parts.push(`${f.integer(d.callsSincePrevious)} calls after the previous one`);
    return parts.join("; ");
  },
} satisfies EventKind<CompactionDetail>;

const describeToolClearing: EventKind<ToolClearingDetail>["describe"] = (d, f) =>
  `cleared ${f.integer(d.cleared)} results of ${f.tokens(d.toolResultTokens)}`;

/** Tool-result clearing made by the client: it writes a microcompact_boundary. */
export const LOCAL_TOOL_CLEARING_EVENT = {
  family: "microcompaction",
  matches: "microcompaction",
  describe: describeToolClearing,
} satisfies EventKind<ToolClearingDetail>;

/** Tool-result clearing made by the API, on the server: no record in the file to match. */
export const API_TOOL_CLEARING_EVENT = {
  family: "microcompaction",
  matches: null,
  describe: describeToolClearing,
} satisfies EventKind<ToolClearingDetail>;
