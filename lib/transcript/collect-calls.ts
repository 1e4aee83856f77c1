import type { Entry, Usage } from "./model";

export const SYNTHETIC_MODEL = "<synthetic>";

const ZERO_USAGE: Usage = {
  inputTokens: 0,
  outputTokens: 0,
  cacheCreationInputTokens: 0,
  cacheReadInputTokens: 0,
  cacheCreation1hTokens: 0,
};

/** An API call while its records are still arriving. */
export type CallDraft = {
  messageId: string;
  source: string;
  firstEntry: number;
  lastEntry: number;
  firstLine: number;
  model: string;
  version: string | null;
  sessionId: string | null;
  timestamp: number | null;
  endTimestamp: number | null;
  usage: Usage;
  stopReason: string | null;
  /** Set where the harness reports a call's context itself (Codex's `total_tokens`). */
  contextTokens?: number;
  contextWindow?: number;
  /** Set where a resumed client process knew no usage before this call (`ApiCall`'s). */
  startsResumedProcess?: true;
};

/**
 * Groups top-level assistant records into API calls by `message.id` (SPEC section 4). One
 * response is written as one record per content block; their usage is repeated, growing,
 * copied or zero depending on version and proxy, so it is never summed: the record with the
 * largest output_tokens wins, the last one on ties.
 */
export function createCallCollector() {
  const byId = new Map<string, CallDraft>();
  const order: CallDraft[] = [];

  return {
    add(entry: Entry, stopReason: string | null): void {
      if (entry.messageId === null || entry.model === SYNTHETIC_MODEL) return;
      const existing = byId.get(entry.messageId);
      if (existing === undefined) {
        const draft: CallDraft = {
          messageId: entry.messageId,
          source: entry.source,
          firstEntry: entry.index,
          lastEntry: entry.index,
          firstLine: entry.line,
          model: entry.model ?? "unknown",
          version: entry.version,
          sessionId: entry.sessionId,
          timestamp: entry.timestamp,
          endTimestamp: entry.timestamp,
          usage: entry.usage ?? ZERO_USAGE,
          stopReason,
        };
        byId.set(entry.messageId, draft);
        order.push(draft);
        return;
      }
      existing.lastEntry = entry.index;
      if (entry.timestamp !== null) existing.endTimestamp = entry.timestamp;
      if (stopReason !== null) existing.stopReason = stopReason;
      if (entry.usage !== null && entry.usage.outputTokens >= existing.usage.outputTokens) {
        existing.usage = entry.usage;
      }
    },
    drafts(): CallDraft[] {
      return order;
    },
  };
}
