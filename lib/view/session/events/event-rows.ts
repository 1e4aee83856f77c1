import type { EventFamily, ReplayEventKind } from "@/lib/compaction/replay/event-kinds";
import { EVENT_KINDS } from "@/lib/compaction/replay/event-kinds";
import type { ReplayEvent, ReplayResult } from "@/lib/compaction/replay/replay-result";
import { formatInteger, formatTokens } from "@/lib/view/format/format-number";
import { describeReplayedDetail } from "./event-detail-text";
import { compactionHref } from "./compaction-href";
import { countOf } from "./count-of";

/** A recorded row's kind is what the file recorded; a replayed row's the engine's kind. */
export type EventRowKind = ReplayEventKind | "compaction" | "microcompaction";

/** One row of the events table: a recorded event or a replayed one, in one shape. */
export type EventRow = {
  id: string;
  source: "recorded" | "replayed";
  kind: EventRowKind;
  family: EventFamily;
  atCall: number;
  tokensBefore: number | null;
  tokensAfter: number | null;
  saved: number | null;
  trigger: string | null;
  /**
   * Recorded: the replay made the same kind of event at its call. Replayed: aligned with a
   * recorded one. Null: a kind that has no recorded counterpart (API clearing, failures).
   */
  isMatched: boolean | null;
  detail: string;
  /** The compaction page of a compaction point; null for everything else. */
  href: string | null;
};

type Input = Pick<ReplayResult, "recorded" | "events">;

const saved = (before: number | null, after: number | null) =>
  before === null || after === null ? null : before - after;

function recordedDetail(event: ReplayResult["recorded"][number]): string {
  if (!event.replayable) return "copied in at the start of the file: not replayable";
  if (event.kind === "microcompaction")
    return event.trigger === "prune"
      ? "OpenCode's prune sent old tool outputs as cleared (the file records which, not their tokens)"
      : "cleared old tool results (tokens are tool-result tokens)";
  const parts: string[] = [];
  if (event.summarised) {
    parts.push(
      `summarised lines ${formatInteger(event.summarised.firstLine)}–${formatInteger(event.summarised.lastLine)}`,
    );
  }
  if (event.cleared.length > 0) {
    parts.push(
      `${countOf(event.cleared.length, "result")} cleared before (${formatTokens(event.clearedTokens)})`,
    );
  }
  if (event.tokensAfter === null) parts.push("no call after it");
  return parts.join("; ");
}

function replayedTrigger(event: ReplayEvent): string | null {
  if (event.kind === "compact-failed") return event.detail.isAuto ? "auto" : "manual";
  return "trigger" in event.detail ? event.detail.trigger : null;
}

function replayedMatch(event: ReplayEvent): boolean | null {
  if (EVENT_KINDS[event.kind].matches === null) return null;
  return "isAligned" in event.detail ? event.detail.isAligned : null;
}

/**
 * Recorded and replayed events as rows of one table, by call (recorded first at the same call).
 * Compaction points link to their compaction page with the current profile and overrides.
 *
 * @example
 * toEventRows(result, { transcriptId: "t1", query: "profile=cc-2.1" })[0]
 * // { source: "recorded", kind: "compaction", atCall: 139, href: "/sessions/t1/compactions/recorded-<uuid>?profile=cc-2.1", ... }
 */
export function toEventRows(
  result: Input,
  link: { transcriptId: string; query: string },
): EventRow[] {
  const recorded: EventRow[] = result.recorded.map((event) => {
    // A compaction's after is the engine's one figure (AFTER_FIGURE); a microcompaction's
    // post is its tool-result tokens.
    const after = event.kind === "compaction" ? event.tokensAfter : event.postTokens;
    return {
      id: `recorded-${event.uuid}`,
      source: "recorded",
      kind: event.kind,
      family: event.kind,
      atCall: event.atCall,
      tokensBefore: event.preTokens,
      tokensAfter: after,
      saved: saved(event.preTokens, after),
      trigger: event.trigger,
      isMatched: event.replayable ? event.matched : null,
      detail: recordedDetail(event),
      href:
        event.kind === "compaction"
          ? compactionHref(link.transcriptId, { source: "recorded", uuid: event.uuid }, link.query)
          : null,
    };
  });
  const replayed: EventRow[] = result.events.map((event, i) => {
    const family = EVENT_KINDS[event.kind].family;
    return {
      id: `replayed-${i}-${event.kind}-${event.atCall}`,
      source: "replayed",
      kind: event.kind,
      family,
      atCall: event.atCall,
      tokensBefore: event.tokensBefore,
      tokensAfter: event.tokensAfter,
      saved: saved(event.tokensBefore, event.tokensAfter),
      trigger: replayedTrigger(event),
      isMatched: replayedMatch(event),
      detail: describeReplayedDetail(event),
      href:
        family === "compaction"
          ? compactionHref(
              link.transcriptId,
              { source: "replayed", atCall: event.atCall },
              link.query,
            )
          : null,
    };
  });
  const order = { recorded: 0, replayed: 1 };
  return [...recorded, ...replayed].sort(
    (a, b) => a.atCall - b.atCall || order[a.source] - order[b.source],
  );
}
