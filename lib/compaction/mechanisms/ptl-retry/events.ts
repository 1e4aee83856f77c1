import type { EventKind } from "../types";
import type { CompactionAttempt } from "./attempt-compaction";

export type FailureReason = Extract<CompactionAttempt, { ok: false }>["reason"];

const FAILURE_TEXT: Record<FailureReason, string> = {
  injected: "failure injected by the replay's constants",
  "prompt-too-long": "the summary request was too long",
  "nothing-left": "nothing left to summarise",
};

/** The summarization request's retries and failures, and the breaker they trip. */
export const PTL_RETRY_EVENTS = {
  "ptl-retry": {
    family: "failure",
    matches: null,
    describe: (d, f) =>
      `attempt ${f.integer(d.attempt)}: dropped ${f.tokens(d.droppedTokens)} of the oldest messages`,
  } satisfies EventKind<{ attempt: number; gapTokens: number | null; droppedTokens: number }>,
  "compact-failed": {
    family: "failure",
    matches: null,
    describe: (d, f) => `${FAILURE_TEXT[d.reason]} (${f.integer(d.consecutiveFailures)} in a row)`,
  } satisfies EventKind<{ reason: FailureReason; consecutiveFailures: number; isAuto: boolean }>,
  "circuit-breaker": {
    family: "failure",
    matches: null,
    describe: (d, f) => `autocompact stopped after ${f.integer(d.failures)} failures`,
  } satisfies EventKind<{ failures: number }>,
};
