import { describeEventDetail } from "@/lib/compaction/replay/event-details";
import type { ReplayEvent } from "@/lib/compaction/replay/replay-result";
import { formatInteger, formatTokens } from "@/lib/view/format/format-number";

const FORMAT = { integer: formatInteger, tokens: formatTokens };

/**
 * One replayed event's detail in a table cell: the numbers a reader checks first for its kind,
 * worded by the mechanism that owns the kind, printed with the tables' number format.
 *
 * @example
 * describeReplayedDetail(microcompactEvent) // "cleared 14 results of 90K"
 */
export function describeReplayedDetail(event: ReplayEvent): string {
  return describeEventDetail(event, FORMAT);
}
