import { MECHANISMS } from "../mechanisms/index";
import { joinSlices, type RegisteredEvents } from "../mechanisms/registry";
import type { EventFamily } from "../mechanisms/types";

export type { EventFamily, NumberFormat } from "../mechanisms/types";

/**
 * Every kind of replay event, with its family, the recorded record it stands for and its
 * detail text: the one list the engine, the API and the views read, joined from the
 * mechanisms' `events` (a new kind is a line in its mechanism's folder). `matches` says which
 * recorded event a replayed one can match: API clearing happens on the server and leaves no
 * `microcompact_boundary`, so it matches none.
 */
export const EVENT_KINDS = joinSlices<RegisteredEvents>(
  MECHANISMS.map((mechanism) => mechanism.events),
  "event kind",
);

export type ReplayEventKind = keyof RegisteredEvents;

/** The kinds of one family, as a type: `KindOf<"compaction">` is "autocompact" | ... */
export type KindOf<F extends EventFamily> = {
  [K in ReplayEventKind]: (typeof EVENT_KINDS)[K]["family"] extends F ? K : never;
}[ReplayEventKind];

const KIND_LIST = Object.keys(EVENT_KINDS).filter(
  (kind): kind is ReplayEventKind => kind in EVENT_KINDS,
);

/** The kinds of one family, in the order of `MECHANISMS`. */
export function kindsOf<F extends EventFamily>(family: F): KindOf<F>[] {
  return KIND_LIST.filter((kind): kind is KindOf<F> => EVENT_KINDS[kind].family === family);
}

/**
 * Whether an event's kind belongs to a family; narrows the event (and so its `detail`).
 *
 * @example
 * result.events.filter((e) => isOfFamily(e, "compaction")).map((e) => e.detail.postCompact)
 */
export function isOfFamily<E extends { kind: ReplayEventKind }, F extends EventFamily>(
  event: E,
  family: F,
): event is Extract<E, { kind: KindOf<F> }> {
  return EVENT_KINDS[event.kind].family === family;
}

/**
 * The calls where a replay compacted, in order, once each (a compaction and its recompaction
 * at one call count once). Takes kinds as read back from JSON: an unknown kind is none.
 *
 * @example
 * replayedCompactionCalls(result.events) // [139, 244]
 */
export function replayedCompactionCalls(
  events: readonly { kind: string; atCall: number }[],
): number[] {
  const calls = events
    .filter(({ kind }) => Object.hasOwn(EVENT_KINDS, kind))
    .filter(({ kind }) => EVENT_KINDS[kind as ReplayEventKind].matches === "compaction")
    .map((event) => event.atCall);
  return [...new Set(calls)].sort((a, b) => a - b);
}
