import { isOfFamily } from "../compaction/replay/event-kinds";
import type { ReplayResult } from "../compaction/replay/replay-result";
import type { TranscriptModel } from "../transcript/model";

/** A point where the context was (or would be) summarised: what summaries are made for. */
export type CompactionPoint = {
  /** Stable id in URLs: "recorded-<uuid>" or "replayed-<atCall>". */
  point: string;
  origin: "recorded" | "replayed";
  kind: string;
  /** Main-thread call index the compaction happened before. */
  atCall: number;
  trigger: string | null;
  tokensBefore: number | null;
  tokensAfter: number | null;
  /** Recorded ones: the boundary (or summary) record, and the summary's size. */
  uuid: string | null;
  line: number | null;
  summaryChars: number | null;
};

/**
 * The main thread's recorded compactions and, given a replay, the compactions it made
 * (`GET /api/transcripts/:id/compactions`), in call order, recorded first on a tie.
 */
export function toCompactionPoints(
  model: TranscriptModel,
  replay: ReplayResult | null,
): CompactionPoint[] {
  const recorded: CompactionPoint[] = model.compactions
    .filter((c) => c.source === model.mainSource)
    .map((c) => ({
      point: `recorded-${c.uuid}`,
      origin: "recorded",
      kind: c.form === "boundary" ? "compact-boundary" : "compact-summary",
      atCall: c.atCall,
      trigger: c.trigger,
      tokensBefore: c.preTokens,
      tokensAfter: c.postTokens,
      uuid: c.uuid,
      line: c.line,
      summaryChars: c.summaryChars,
    }));
  const replayed: CompactionPoint[] = (replay?.events ?? [])
    .filter((event) => isOfFamily(event, "compaction"))
    .map((event) => ({
      point: `replayed-${event.atCall}`,
      origin: "replayed",
      kind: event.kind,
      atCall: event.atCall,
      trigger: event.kind === "manual-compact" ? "manual" : "auto",
      tokensBefore: event.tokensBefore,
      tokensAfter: event.tokensAfter,
      uuid: null,
      line: null,
      summaryChars: null,
    }));
  return [...recorded, ...replayed].sort(
    (a, b) => a.atCall - b.atCall || (a.origin === "recorded" ? -1 : 1),
  );
}
