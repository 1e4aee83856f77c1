import { truncateHeadForPtlRetry, type PtlMessage } from "./truncate-head";
import type { ReplayConfig } from "../../config/replay-config";

export type PtlRetry = {
  attempt: number;
  gapTokens: number | null;
  droppedTokens: number;
  requestTokens: number;
};

/** `messages`: what the last retry left (absent when no retry ran), for a caller that sends them. */
export type CompactionAttempt =
  | { ok: true; retries: PtlRetry[]; requestTokens: number; messages?: PtlMessage[] }
  | {
      ok: false;
      reason: "injected" | "prompt-too-long" | "nothing-left";
      retries: PtlRetry[];
      messages?: PtlMessage[];
    };

type AttemptInput = {
  /** Tokens of the summarization request: the context counted plus the prompt. */
  requestTokens: number;
  window: number;
  /** The messages since the last boundary, built only when a retry needs them. */
  buildMessages: () => PtlMessage[];
  isInjectedFailure: boolean;
};

const sum = (messages: readonly PtlMessage[]): number =>
  messages.reduce((total, m) => total + m.tokens, 0);

/**
 * One summarization request with seed 003's prompt-too-long loop: while the request exceeds
 * the window, drop head groups (the reported gap, or 20% when unparseable) and retry, at
 * most `ptlMaxRetries` times. A failure is a value: the caller counts it toward the circuit
 * breaker.
 *
 * @example
 * attemptCompaction({ requestTokens: 210_000, window: 200_000, buildMessages, isInjectedFailure: false }, config)
 */
export function attemptCompaction(
  input: AttemptInput,
  c: Pick<ReplayConfig, "ptlMaxRetries" | "ptlFallbackDropFraction" | "ptlGapParseable">,
): CompactionAttempt {
  if (input.isInjectedFailure) return { ok: false, reason: "injected", retries: [] };
  let requestTokens = input.requestTokens;
  if (requestTokens <= input.window) return { ok: true, retries: [], requestTokens };
  const retries: PtlRetry[] = [];
  let messages = input.buildMessages();
  // Whatever the messages do not account for (system prompt, tools, prompt) cannot be dropped.
  const fixed = requestTokens - sum(messages);
  for (let attempt = 1; attempt <= c.ptlMaxRetries; attempt++) {
    const gapTokens = c.ptlGapParseable ? requestTokens - input.window : null;
    const next = truncateHeadForPtlRetry(messages, gapTokens, {
      dropFraction: c.ptlFallbackDropFraction,
    });
    if (next === null) return { ok: false, reason: "nothing-left", retries, messages };
    const after = fixed + sum(next);
    retries.push({
      attempt,
      gapTokens,
      droppedTokens: requestTokens - after,
      requestTokens: after,
    });
    messages = next;
    requestTokens = after;
    if (requestTokens <= input.window) return { ok: true, retries, requestTokens, messages };
  }
  return { ok: false, reason: "prompt-too-long", retries, messages };
}
