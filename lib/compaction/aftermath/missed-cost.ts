import type { Aftermath } from "./aftermath-types";
import type { ReferenceFact } from "./reference-types";

/** What the facts a summary did not carry cost the session after the compaction. */
export type MissedCost = { tokens: number; usd: number | null };

/**
 * The tokens the session re-spent on facts a summary did not carry: a file re-read costs its
 * re-read's tokens, a command re-run its re-run's, as the aftermath measured them; an error,
 * a decision or the next step has no tokens of its own (what they cost is in the re-reads,
 * re-runs and calls to resume around them). Dollars at the point's own rate: its re-spent
 * dollars per re-spent token (the session's model and tier); null when unpriced or when the
 * point re-spent nothing to take a rate from.
 *
 * @example
 * missedCost([{ kind: "file-reread", text: "/p/a.ts", ... }], aftermath) // { tokens: 1_200, usd: 0.0045 }
 */
export function missedCost(missed: readonly ReferenceFact[], aftermath: Aftermath): MissedCost {
  const reread = new Map(aftermath.filesReread.map((f) => [f.path, f.tokens]));
  const rerun = new Map(aftermath.commandsRerun.map((r) => [r.command, r.tokens]));
  let tokens = 0;
  for (const fact of missed) {
    if (fact.kind === "file-reread") tokens += reread.get(fact.text) ?? 0;
    else if (fact.kind === "command-rerun") tokens += rerun.get(fact.text) ?? 0;
  }
  const rate =
    aftermath.costUsd === null || aftermath.tokensRespent === 0
      ? null
      : aftermath.costUsd / aftermath.tokensRespent;
  return { tokens, usd: tokens === 0 ? 0 : rate === null ? null : tokens * rate };
}
