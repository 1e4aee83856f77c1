import { attemptCompaction } from "./attempt-compaction";
import { buildPtlMessages } from "./build-ptl-messages";
import type { ReplayContext } from "../../replay/replay-context";

/**
 * Sends the summarization request of a compaction at call k: prompt-too-long retries drop the
 * oldest rounds (seed 003), a failure is an event, and counts toward the circuit breaker when
 * `isAuto` (seeds 001, 003). Returns the number of retries, or null when it failed.
 */
export function summarize(
  ctx: ReplayContext,
  k: number,
  count: number,
  isAuto: boolean,
): number | null {
  const { config } = ctx;
  ctx.compactionAttempts += 1;
  const attempt = attemptCompaction(
    {
      requestTokens: count + config.summaryPromptTokens,
      window: ctx.thresholds.window,
      buildMessages: () => buildPtlMessages(ctx, k, count),
      isInjectedFailure: ctx.compactionAttempts <= config.injectedCompactFailures,
    },
    config,
  );
  for (const retry of attempt.retries) {
    const { requestTokens, droppedTokens, gapTokens } = retry;
    const detail = { attempt: retry.attempt, gapTokens, droppedTokens };
    ctx.events.push({
      kind: "ptl-retry",
      atCall: k,
      tokensBefore: requestTokens + droppedTokens,
      tokensAfter: requestTokens,
      detail,
    });
  }
  if (attempt.ok) {
    if (isAuto) ctx.consecutiveFailures = 0;
    return attempt.retries.length;
  }
  const failures = isAuto ? ++ctx.consecutiveFailures : ctx.consecutiveFailures;
  const detail = { reason: attempt.reason, consecutiveFailures: failures, isAuto };
  ctx.events.push({
    kind: "compact-failed",
    atCall: k,
    tokensBefore: count,
    tokensAfter: count,
    detail,
  });
  if (isAuto && failures >= config.circuitBreakerFailures) {
    ctx.isBreakerTripped = true;
    ctx.events.push({
      kind: "circuit-breaker",
      atCall: k,
      tokensBefore: count,
      tokensAfter: count,
      detail: { failures },
    });
  }
  return null;
}
