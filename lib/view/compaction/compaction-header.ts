import { sumTokens } from "../../compaction/replay/compaction-facts";
import type { ReplayResult } from "../../compaction/replay/replay-result";
import { formatInteger } from "../format/format-number";
import type { FoundPoint } from "../../contracts/find-compaction-point";
import { RECORDED_POST_FIGURE } from "./after-figure";

function recordedPostLine(postTokens: number | null): string | null {
  if (postTokens === null) return null;
  return `${RECORDED_POST_FIGURE.label}: ${formatInteger(postTokens)}. ${RECORDED_POST_FIGURE.definition}`;
}

/** Why the After figure is what it is, for a recorded compaction. */
function recordedPostNote(row: Extract<FoundPoint, { origin: "recorded" }>["row"]): string {
  if (row.tokensAfter === null)
    return `Unknown: no API call follows it before the next compaction or the end of the file. ${formatInteger(sumTokens(row.postCompact))} is what the records written after the boundary add up to, a lower bound`;
  // No call follows: the engine took the boundary's own figure, the only one there is.
  if (row.tokensAfter === row.postTokens)
    return "No API call follows it: the boundary's recorded postTokens, item by item";
  return "The input of the first API call after it, item by item";
}

/** The figures at the top of a point's page; `preTokens`/`postTokens` are the test contract. */
export type CompactionHeader = {
  title: string;
  kind: string;
  trigger: string;
  atCall: number;
  /** The tokens the compaction started from; null only when nothing in the file says. */
  preTokens: number | null;
  preNote: string;
  /** The engine's total of the post-compact items (its `tokensAfter` whenever it has one). */
  postTokens: number;
  /** False for a recorded compaction no call follows: the real context after it is unknown. */
  isPostKnown: boolean;
  postNote: string;
  /** `compactMetadata.postTokens` of the boundary, when recorded (2.1.x files often have it). */
  recordedPostTokens: number | null;
  /** The boundary's figure under its own name and definition; null when it recorded none. */
  recordedPostLine: string | null;
  /** How this point relates to the other side (recorded vs replayed at the same call). */
  alignment: string;
};

function recordedHeader(found: Extract<FoundPoint, { origin: "recorded" }>, result: ReplayResult) {
  const { row, event } = found;
  const previousCall = result.calls[row.atCall - 1];
  const pre =
    row.preTokens !== null
      ? { preTokens: row.preTokens, preNote: "compactMetadata.preTokens, as recorded" }
      : {
          preTokens: previousCall?.actualTokens ?? null,
          preNote:
            previousCall === undefined
              ? "The file records no preTokens and no call precedes it"
              : `The file records no preTokens (summary-only form): the context of call ${previousCall.index}, the last one before it`,
        };
  const isPostKnown = row.tokensAfter !== null;
  return {
    title: `Recorded compaction at call ${row.atCall}`,
    kind: "recorded compaction",
    trigger: row.trigger ?? "unknown",
    atCall: row.atCall,
    ...pre,
    postTokens: row.tokensAfter ?? sumTokens(row.postCompact),
    isPostKnown,
    postNote: recordedPostNote(row),
    recordedPostTokens: row.postTokens,
    recordedPostLine: recordedPostLine(row.postTokens),
    alignment:
      event === null
        ? "The replay under these constants did not compact at this call."
        : `The replay compacted at the same call (${event.kind}).`,
  };
}

/**
 * The headline of a point: what it is, the tokens it started from and what it left. For a
 * recorded compaction with no call after it, `postTokens` is still the engine's item total
 * (so it always equals the After column's total) and `isPostKnown` says it is a lower bound.
 *
 * @example
 * toCompactionHeader(found, result).postTokens === sumTokens(found.row.postCompact)
 */
export function toCompactionHeader(found: FoundPoint, result: ReplayResult): CompactionHeader {
  if (found.origin === "recorded") return recordedHeader(found, result);
  const { event, row } = found;
  return {
    title: `Replayed compaction at call ${event.atCall}`,
    kind: event.kind,
    trigger: event.detail.trigger,
    atCall: event.atCall,
    preTokens: event.tokensBefore,
    preNote: `The replayed count at the check before call ${event.atCall} (threshold ${formatInteger(event.detail.threshold)})`,
    postTokens: event.tokensAfter,
    isPostKnown: true,
    postNote: event.detail.isAligned
      ? "The real next call's input: the session compacted at this call too"
      : "The engine's estimate of the post-compact context",
    recordedPostTokens: event.detail.recordedPostTokens,
    recordedPostLine: recordedPostLine(event.detail.recordedPostTokens),
    alignment:
      row === null
        ? "The session did not compact at this call."
        : "The session recorded a compaction at this call too.",
  };
}
