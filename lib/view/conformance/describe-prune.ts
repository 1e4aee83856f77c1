import type { PruneCase, PruneFacts } from "../../conformance/opencode/prune-facts";
import { formatRunNumber as formatNumber } from "./harness-rows";

/** A prune row's setting in words: "compaction.prune: true, opencode serve". */
export function describePruneSetting(facts: PruneFacts): string {
  const setting = facts.setting === "true" ? "compaction.prune: true" : "compaction.prune unset";
  const driver = facts.driver === "server" ? "opencode serve" : "lone opencode run";
  return `${setting}, ${driver}`;
}

/** The prune column: in how many cases the client cleared, and after which prompt. */
export function describePruneOutcome(facts: PruneFacts): string {
  const cleared = facts.cases.filter((c) => c.cleared.length > 0);
  const cases = `${facts.cases.length} case${facts.cases.length === 1 ? "" : "s"}`;
  if (cleared.length === 0) return `prune: nothing cleared in ${cases}`;
  const after = [...new Set(cleared.map((c) => c.prunedAfterPrompt))].join(", ");
  return `prune: cleared in ${cleared.length} of ${cases}, after prompt ${after}`;
}

const list = (ids: readonly string[]) => (ids.length === 0 ? "nothing" : ids.join(", "));

/**
 * One case in words: the outputs read, what the client counted and cleared, what it sent
 * instead, and what the engine cleared.
 *
 * @example
 * describePruneCase(c) // "outputs 10,001, 10,000, ... tokens: found 20,001 of 60,001 to clear; cleared call_1, call_2 (20,001 tokens) after prompt 3; ..."
 */
export function describePruneCase(c: PruneCase): string {
  const found = c.found.filter((f) => f !== null).at(-1);
  const parts = [`outputs ${c.outputTokens.map(formatNumber).join(", ")} tokens`];
  if (found)
    parts.push(
      `the client found ${formatNumber(found.pruned)} of ${formatNumber(found.total)} counted`,
    );
  parts.push(
    c.cleared.length === 0
      ? "cleared nothing"
      : `cleared ${list(c.cleared)} (${formatNumber(c.clearedTokens)} tokens) after prompt ${c.prunedAfterPrompt}`,
  );
  if (c.sentInstead !== null) parts.push(`the next request sent "${c.sentInstead}" instead`);
  if (c.outputKept) parts.push("the database keeps the output");
  parts.push(
    c.engineCleared === null ? "engine not checked" : `engine cleared ${list(c.engineCleared)}`,
  );
  return parts.join("; ");
}
