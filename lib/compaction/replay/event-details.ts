import type { NumberFormat } from "../mechanisms/types";
import { EVENT_KINDS, type ReplayEventKind } from "./event-kinds";

export type {
  ClearingDetail,
  CompactionDetail,
  ToolClearingDetail,
} from "../mechanisms/event-details";
export type { FailureReason } from "../mechanisms/ptl-retry/events";

/** The `detail` of each event kind: what its mechanism's `describe` reads. */
export type EventDetails = {
  [K in ReplayEventKind]: Parameters<(typeof EVENT_KINDS)[K]["describe"]>[0];
};

/** One event of a replay, its `detail` typed by its `kind`. */
export type ReplayEvent = {
  [K in ReplayEventKind]: {
    kind: K;
    /** The event happened before call `atCall` was sent (SPEC §4). */
    atCall: number;
    tokensBefore: number;
    tokensAfter: number;
    detail: EventDetails[K];
  };
}[ReplayEventKind];

export type EventOf<K extends ReplayEventKind> = Extract<ReplayEvent, { kind: K }>;

type Described = {
  [K in ReplayEventKind]: { describe: (detail: EventDetails[K], format: NumberFormat) => string };
};
const DESCRIBED: Described = EVENT_KINDS;

/**
 * One replayed event's detail in a table cell: the numbers a reader checks first for its kind,
 * as its mechanism words it.
 *
 * @example
 * describeEventDetail(microcompactEvent, format) // "cleared 14 results of 90K"
 */
export function describeEventDetail<K extends ReplayEventKind>(
  event: { kind: K; detail: EventDetails[K] },
  format: NumberFormat,
): string {
  return DESCRIBED[event.kind].describe(event.detail, format);
}
