import type { Entry } from "../../../transcript/model";
import { isTypedUserMessage } from "../../replay/estimate-tokens";
import { OPENCODE_TAIL_MAX_TOKENS, OPENCODE_TAIL_MIN_TOKENS, OPENCODE_TAIL_SHARE } from "./config";

/**
 * The kept tail's budget (`preserve_recent_tokens`, else a quarter of the usable context
 * within 2,000 and 15,000).
 *
 * @example opencodeTailBudget(168_000, 0) // 15_000
 */
export function opencodeTailBudget(usable: number, preserveRecent: number): number {
  if (preserveRecent > 0) return preserveRecent;
  const share = Math.floor(usable * OPENCODE_TAIL_SHARE);
  return Math.min(OPENCODE_TAIL_MAX_TOKENS, Math.max(OPENCODE_TAIL_MIN_TOKENS, share));
}

type TailOptions = {
  budget: number;
  tokensOf: (e: number) => number;
  isCounted: (e: number) => boolean;
};

/**
 * Where OpenCode's kept tail starts in the history [from, to) (`SessionCompaction.select`):
 * turns start at user prompts; from the newest, a whole turn is kept while the sum fits the
 * budget; the first that does not fit is kept from its first later message whose rest fits,
 * if any; then the walk stops. Answers `to` when nothing is kept, and also when the tail would
 * be the whole history (OpenCode then summarises everything).
 *
 * @example
 * findKeptTail(entries, 0, 40, { budget: 15_000, tokensOf, isCounted }) // 33
 */
export function findKeptTail(
  entries: readonly Entry[],
  from: number,
  to: number,
  options: TailOptions,
): number {
  const starts: number[] = [];
  for (let e = from; e < to; e++) {
    const entry = entries[e];
    if (entry && options.isCounted(e) && isTypedUserMessage(entry)) starts.push(e);
  }
  const sizeOf = (start: number, end: number) => {
    let size = 0;
    for (let e = start; e < end; e++) if (options.isCounted(e)) size += options.tokensOf(e);
    return size;
  };
  let kept = 0;
  let start: number | null = null;
  for (let t = starts.length - 1; t >= 0; t--) {
    const turnStart = starts[t] ?? from;
    const turnEnd = starts[t + 1] ?? to;
    const size = sizeOf(turnStart, turnEnd);
    if (kept + size <= options.budget) {
      kept += size;
      start = turnStart;
      continue;
    }
    start =
      firstFittingMessage(entries, turnStart + 1, turnEnd, options.budget - kept, sizeOf) ?? start;
    break;
  }
  return start === null || start <= from ? to : start;
}

/** The first message of (start, end) from which the rest of the turn fits the budget left. */
function firstFittingMessage(
  entries: readonly Entry[],
  start: number,
  end: number,
  budget: number,
  sizeOf: (start: number, end: number) => number,
): number | null {
  if (budget <= 0) return null;
  for (let e = start; e < end; e++) {
    // A tool call's results belong to its message: a cut never falls between them.
    if (entries[e]?.blocks.some((block) => block.kind === "tool_result")) continue;
    if (sizeOf(e, end) <= budget) return e;
  }
  return null;
}
