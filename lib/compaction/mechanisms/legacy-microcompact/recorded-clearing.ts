import type { ReplayIndex } from "../../replay/replay-index";
import { usageDropAt } from "../../replay/usage-drop";

type RecordingIndex = Pick<
  ReplayIndex,
  "calls" | "continues" | "estAfterLast" | "microcompactionsAt" | "compactionsAt"
>;

/**
 * Whether the recording shows tool results cleared at or after call k, before its next
 * compaction: a microcompact record, or a call whose usage fell with at least `minDrop` tokens
 * missing from what its new records add (2.0.x cleared silently, FORMAT §10).
 *
 * A version that clears tool results does so whenever its gate opens, unless clearing is off
 * for the whole session: `DISABLE_MICROCOMPACT`, and up to 2.0.71 a remote experiment
 * (`cc_microcompact_ext`, `mc_disabled`) the client reads at a session's first call, which a
 * transcript does not record. When the replay would clear at k and the recording shows no
 * clearing from k to its next compaction, the session ran with clearing off: the real usage
 * kept every result the replay would drop.
 *
 * @example
 * // the replay would clear 30,000 before call 40; calls 40 to 52 only grow, 53 compacts
 * recordingClearsFrom(index, 40, 10_000) // false
 */
export function recordingClearsFrom(index: RecordingIndex, k: number, minDrop: number): boolean {
  for (let j = k; j < index.calls.length; j++) {
    if (index.microcompactionsAt.has(j)) return true;
    if (index.compactionsAt.has(j)) return false;
    const call = index.calls[j];
    const previous = index.calls[j - 1];
    if (call === undefined || previous === undefined) continue;
    if (call.contextTokens < previous.contextTokens && usageDropAt(index, j) >= minDrop)
      return true;
  }
  return false;
}
