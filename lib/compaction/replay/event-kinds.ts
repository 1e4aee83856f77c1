/**
 * Every kind of replay event, with its family and the recorded record it stands for: the one
 * list the engine, the API and the views read (a new kind is one line here plus its detail in
 * `event-details.ts`). `matches` says which recorded event a replayed one can match: API
 * clearing happens on the server and leaves no `microcompact_boundary`, so it matches none.
 */
export const EVENT_KINDS = {
  autocompact: { family: "compaction", matches: "compaction" },
  "manual-compact": { family: "compaction", matches: "compaction" },
  "partial-compact": { family: "compaction", matches: "compaction" },
  "session-memory-compact": { family: "compaction", matches: "compaction" },
  "reactive-compact": { family: "compaction", matches: "compaction" },
  microcompact: { family: "microcompaction", matches: "microcompaction" },
  "time-based-microcompact": { family: "microcompaction", matches: "microcompaction" },
  "cached-microcompact": { family: "microcompaction", matches: "microcompaction" },
  "api-tool-result-clearing": { family: "microcompaction", matches: null },
  "api-thinking-clearing": { family: "microcompaction", matches: null },
  "session-memory-rejected": { family: "failure", matches: null },
  "ptl-retry": { family: "failure", matches: null },
  "compact-failed": { family: "failure", matches: null },
  "circuit-breaker": { family: "failure", matches: null },
  "recursion-guard": { family: "failure", matches: null },
} as const satisfies Record<
  string,
  { family: EventFamily; matches: "compaction" | "microcompaction" | null }
>;

export type EventFamily = "compaction" | "microcompaction" | "failure";
export type ReplayEventKind = keyof typeof EVENT_KINDS;

/** The kinds of one family, as a type: `KindOf<"compaction">` is "autocompact" | ... */
export type KindOf<F extends EventFamily> = {
  [K in ReplayEventKind]: (typeof EVENT_KINDS)[K]["family"] extends F ? K : never;
}[ReplayEventKind];

const KIND_LIST = Object.keys(EVENT_KINDS).filter(
  (kind): kind is ReplayEventKind => kind in EVENT_KINDS,
);

/** The kinds of one family, in declaration order. */
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
