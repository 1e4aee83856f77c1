import type { ReplayEvent } from "@/lib/compaction/replay/replay-result";
import { formatInteger, formatTokens } from "@/lib/view/format/format-number";

const FAILURE_TEXT = {
  injected: "failure injected by the replay's constants",
  "prompt-too-long": "the summary request was too long",
  "nothing-left": "nothing left to summarise",
} as const;

/**
 * One replayed event's detail in a table cell: the numbers a reader checks first for its kind.
 *
 * @example
 * describeReplayedDetail(microcompactEvent) // "cleared 14 results of 90K"
 */
export function describeReplayedDetail(event: ReplayEvent): string {
  switch (event.kind) {
    case "autocompact":
    case "manual-compact":
    case "partial-compact":
    case "session-memory-compact":
    case "reactive-compact": {
      const d = event.detail;
      const parts = [`threshold ${formatInteger(d.threshold)}`];
      if (d.isAligned) parts.push("after: the real next call");
      else parts.push(`after: estimated`);
      if (d.ptlRetries > 0) parts.push(`${formatInteger(d.ptlRetries)} prompt-too-long retries`);
      if (d.isRecompaction)
        parts.push(`${formatInteger(d.callsSincePrevious)} calls after the previous one`);
      return parts.join("; ");
    }
    case "microcompact":
    case "time-based-microcompact":
    case "cached-microcompact":
    case "api-tool-result-clearing":
      return `cleared ${formatInteger(event.detail.cleared)} results of ${formatTokens(event.detail.toolResultTokens)}`;
    case "api-thinking-clearing":
      return `cleared ${formatTokens(event.detail.saved)} of thinking`;
    case "session-memory-rejected":
      return `post-compact estimate ${formatTokens(event.detail.estimatedPostTokens)} too large (kept ${formatTokens(event.detail.keptTokens)}, memory ${formatTokens(event.detail.memoryTokens)})`;
    case "ptl-retry":
      return `attempt ${formatInteger(event.detail.attempt)}: dropped ${formatTokens(event.detail.droppedTokens)} of the oldest messages`;
    case "compact-failed":
      return `${FAILURE_TEXT[event.detail.reason]} (${formatInteger(event.detail.consecutiveFailures)} in a row)`;
    case "circuit-breaker":
      return `autocompact stopped after ${formatInteger(event.detail.failures)} failures`;
    case "recursion-guard":
      return `no autocompact inside a compaction fork (${event.detail.source})`;
  }
}
