import type { ReplayIndex } from "./replay-index";

/**
 * Tokens that left the context between call k-1 (or the call a rewind went back to) and call k
 * without a record saying so: what
 * the new records and the call's output should have added (their estimate) minus what the
 * real usage grew by; 0 when it grew at least that much. Versions that clear tool results
 * silently (2.0.5x to 2.0.7x, non-interactive runs; FORMAT §10) leave only this drop.
 *
 * @example
 * // call 9 used 150,000, the 2,000 new tokens came in, call 10 used 122,000
 * usageDropAt(index, 10) // 30_000
 */
export function usageDropAt(
  index: Pick<ReplayIndex, "calls" | "continues" | "estAfterLast">,
  k: number,
): number {
  const call = index.calls[k];
  // After a rewind the request continues an older call: the abandoned branch never left.
  const previous = index.calls[index.continues[k] ?? k - 1];
  if (call === undefined || previous === undefined) return 0;
  const expected = (index.estAfterLast[k] ?? 0) + call.usage.outputTokens;
  return Math.max(0, expected - (call.contextTokens - previous.contextTokens));
}

/**
 * Whether a microcompaction the replay makes at call k is one the real session made too,
 * silently: no record, but the real usage fell below the previous call's and at least half of
 * what the replay saved is missing from it. The replay then follows the real usage and does
 * not subtract its saving again. (Usage that merely grew less than the new records' estimate
 * is not evidence: estimates are rough.)
 */
export function isSilentlyMirrored(
  index: Pick<
    ReplayIndex,
    "calls" | "continues" | "estAfterLast" | "microcompactionsAt" | "compactionsAt"
  >,
  k: number,
  saved: number,
): boolean {
  if (saved <= 0 || index.microcompactionsAt.has(k) || index.compactionsAt.has(k)) return false;
  const call = index.calls[k];
  const previous = index.calls[index.continues[k] ?? k - 1];
  if (call === undefined || previous === undefined) return false;
  return call.contextTokens < previous.contextTokens && usageDropAt(index, k) >= saved / 2;
}
