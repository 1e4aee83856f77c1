import type { CompactionFacts } from "./compaction-facts";
import type { ReplayEventKind } from "./event-kinds";

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

export type FailureReason = "injected" | "prompt-too-long" | "nothing-left";

type DetailByKind<T extends Record<ReplayEventKind, object>> = T;

/** The `detail` of each event kind. */
export type EventDetails = DetailByKind<{
  autocompact: CompactionDetail;
  "manual-compact": CompactionDetail;
  "partial-compact": CompactionDetail;
  "session-memory-compact": CompactionDetail;
  "reactive-compact": CompactionDetail;
  microcompact: ToolClearingDetail;
  "time-based-microcompact": ToolClearingDetail;
  "cached-microcompact": ToolClearingDetail;
  "api-tool-result-clearing": ToolClearingDetail;
  "api-thinking-clearing": ClearingDetail;
  "session-memory-rejected": {
    estimatedPostTokens: number;
    keptTokens: number;
    memoryTokens: number;
  };
  "ptl-retry": { attempt: number; gapTokens: number | null; droppedTokens: number };
  "compact-failed": { reason: FailureReason; consecutiveFailures: number; isAuto: boolean };
  "circuit-breaker": { failures: number };
  "recursion-guard": { source: string };
}>;

/** One event of a replay, its `detail` typed by its `kind`. */
export type ReplayEvent = {
  [K in ReplayEventKind]: {
    kind: K;
    /** The event happened before call `atCall` was sent (SPEC §4). */
    atCall: number;
    tokensBefore: number;
    tokensAfter: number;
    detail: EventDetails[K];
  };
}[ReplayEventKind];

export type EventOf<K extends ReplayEventKind> = Extract<ReplayEvent, { kind: K }>;
