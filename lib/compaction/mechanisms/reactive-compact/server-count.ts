import { memoByObject } from "../../replay/memo-by-object";
import type { ReplayIndex } from "../../replay/replay-index";

/** Fewer measured calls than this and the estimate is taken as the server's count. */
export const MIN_MEASURED_CALLS = 5;

/** A tail smaller than this says more about rounding than about the tokenizer. */
const MIN_MEASURED_TAIL = 200;

/**
 * How many tokens the API counted per estimated token in the records sent after each call,
 * from the calls before call k only (what a client could know at that point): the sum of the
 * real growth (the next call's input less the previous context) over the sum of the estimates.
 * A recorded compaction or microcompaction changes what the next call carries, so those calls
 * measure nothing. 1 until MIN_MEASURED_CALLS calls measured it. Length calls + 1.
 *
 * @example
 * // tails estimated at 1,000 tokens each that the API counted as 1,500:
 * serverTokensPerEstimate(index)[6] // 1.5
 */
export function serverTokensPerEstimate(index: ReplayIndex): Float64Array {
  return ratiosOf(index, null);
}

const ratiosOf = memoByObject(
  (index: ReplayIndex): Float64Array => {
    const n = index.calls.length;
    const ratios = new Float64Array(n + 1).fill(1);
    let real = 0;
    let estimated = 0;
    let measured = 0;
    for (let k = 1; k <= n; k++) {
      if (measured >= MIN_MEASURED_CALLS) ratios[k] = real / estimated;
      const call = index.calls[k];
      const previous = index.calls[k - 1];
      if (call === undefined || previous === undefined) continue;
      if (index.compactionsAt.has(k) || index.microcompactionsAt.has(k)) continue;
      if (index.continues[k] !== k - 1) continue;
      const tail = index.estAfterLast[k] ?? 0;
      const growth = call.contextTokens - call.usage.outputTokens - previous.contextTokens;
      if (tail < MIN_MEASURED_TAIL || growth <= 0) continue;
      real += growth;
      estimated += tail;
      measured += 1;
    }
    return ratios;
  },
  () => "",
  1,
);
