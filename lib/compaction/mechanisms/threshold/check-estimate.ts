import type { ReplayConfig } from "../../config/replay-config";
import { memoByObject } from "../../replay/memo-by-object";
import type { ReplayIndex } from "../../replay/replay-index";

type CountingConstants = Pick<
  ReplayConfig,
  "countingMode" | "countingAnchor" | "estimatePadFactor"
>;

type EstimateSums = Pick<
  ReplayIndex,
  | "estAfterFirst"
  | "estAfterLast"
  | "estPromptsAfterLast"
  | "itemsAfterLast"
  | "itemPromptsAfterLast"
>;

/**
 * What the pre-call check adds to the last call's usage (SPEC §5): nothing up to 2.0.x;
 * `length/4` of the records after the anchor record from 2.1.x; times 4/3 in the seed's text.
 * Codex's anchor (`last-before-prompt`) leaves out the new turn's prompt: it checks before a
 * turn, before the prompt joins the history (conformance lab, 0.169.0). Codex's mode
 * (`item-bytes/4`) counts each item it added at ceil(compact JSON bytes / 4) (lab, 0.100.0).
 *
 * @example
 * checkEstimate(index, 78, PROFILES["cc-2.1-early"].values) // 336
 */
export function checkEstimate(index: EstimateSums, k: number, c: CountingConstants): number {
  if (c.countingMode === "usage-only") return 0;
  if (c.countingMode === "item-bytes/4") {
    const after = index.itemsAfterLast[k] ?? 0;
    return c.countingAnchor === "last-before-prompt"
      ? after - (index.itemPromptsAfterLast[k] ?? 0)
      : after;
  }
  const estimate = anchoredEstimate(index, k, c.countingAnchor);
  return c.countingMode === "length/4x4/3" ? Math.ceil(estimate * c.estimatePadFactor) : estimate;
}

function anchoredEstimate(
  index: EstimateSums,
  k: number,
  anchor: CountingConstants["countingAnchor"],
): number {
  if (anchor === "first") return index.estAfterFirst[k] ?? 0;
  const afterLast = index.estAfterLast[k] ?? 0;
  return anchor === "last" ? afterLast : afterLast - (index.estPromptsAfterLast[k] ?? 0);
}

/**
 * The count each check saw in the real session: the context of the call it continues (the
 * previous one, or the one a rewind went back to) plus the estimate (call 0 has no usage before it). Length calls + 1: the last slot is the end of file.
 */
export function actualCheckCounts(
  index: Pick<ReplayIndex, "calls" | "continues"> & EstimateSums,
  c: CountingConstants,
): Float64Array {
  return cachedCounts(index, c);
}

// Explanations and the threshold inference ask for the counts of several profiles on the same
// (cached) index: each counting rule is computed once. Read-only for every caller.
const cachedCounts = memoByObject(
  computeCheckCounts,
  (c: CountingConstants) => `${c.countingMode}|${c.countingAnchor}|${c.estimatePadFactor}`,
  8,
);

function computeCheckCounts(
  index: Pick<ReplayIndex, "calls" | "continues"> & EstimateSums,
  c: CountingConstants,
): Float64Array {
  const counts = new Float64Array(index.calls.length + 1);
  for (let k = 0; k <= index.calls.length; k++) {
    const previous = index.calls[index.continues[k] ?? k - 1];
    counts[k] = (previous?.contextTokens ?? 0) + checkEstimate(index, k, c);
  }
  return counts;
}
