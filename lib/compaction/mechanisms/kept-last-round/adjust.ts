import type { CompactionOutcome } from "../../replay/compaction-outcome";
import type { ReplayContext } from "../../replay/replay-context";
import { fullContext } from "../full-compact/context";
import type { Check } from "../types";
import { keepsLastRound } from "./config";
import { isLoneRound } from "./lone-round";

const FULL_KINDS = new Set<CompactionOutcome["kind"]>([
  "autocompact",
  "manual-compact",
  "reactive-compact",
]);

/**
 * From 2.1.153 a full compaction keeps the last round (the previous call's message and
 * what came back after it) out of the summary: it follows the summary verbatim
 * (`preservedSegment`, FORMAT §10). The outcome summarises up to that round and keeps it.
 */
export function keepLastRound(
  ctx: ReplayContext,
  check: Check,
  outcome: CompactionOutcome,
): CompactionOutcome {
  if (!keepsLastRound(ctx.config) || !FULL_KINDS.has(outcome.kind) || outcome.kept !== null)
    return outcome;
  // A lone round compacted at the blocking limit is summarised whole (2.1.330's request).
  if (isLoneRound(ctx, check.k)) return outcome;
  const { index } = ctx;
  const start = index.calls[check.k - 1]?.firstEntry;
  const { from, to } = outcome.summarised;
  if (start === undefined || start <= from || start >= to) return outcome;
  const tokens = (index.prefix[to] ?? 0) - (index.prefix[start] ?? 0);
  const context = fullContext(ctx, check.k, { tokens, fromEntry: start });
  return {
    ...outcome,
    context,
    summarised: { from, to: start },
    kept: { from: start, to },
    cacheRewriteTokens: context.total,
  };
}
