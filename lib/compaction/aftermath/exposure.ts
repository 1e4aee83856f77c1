import type { ReplayResult } from "../replay/replay-result";
import { isOfFamily } from "../replay/event-kinds";
import type { TranscriptModel } from "../../transcript/model";
import { resolveConfig } from "../config/resolve-config";
import { NO_TEXTS, isTypedUserEntry } from "./aftermath-texts";
import { compactionWindows, windowsAt, type CompactionWindow } from "./compaction-windows";
import { measureWindow } from "./measure-aftermath";

/**
 * What one compaction left the session exposed to, from the model alone: the files the session
 * read in the range it summarised and read again after it, the calls until it was back at its
 * work, and the tokens re-spent on both. The text measures (commands, errors, requests) need
 * the raw lines, which a sweep's replay worker does not read, so they are not part of it.
 */
export type ExposurePoint = {
  atCall: number;
  filesReread: number;
  rereadTokens: number;
  /** Null when the agent never went back to its work before the next compaction. */
  callsToResume: number | null;
  /** Tokens to resume plus the re-reads after the resuming call. */
  tokensRespent: number;
};

function exposureOf(model: TranscriptModel, windows: readonly CompactionWindow[]): ExposurePoint[] {
  const { values } = resolveConfig(model);
  return windows.map((window) => {
    const a = measureWindow(window, NO_TEXTS, values);
    return {
      atCall: a.atCall,
      filesReread: a.filesReread.length,
      rereadTokens: a.filesReread.reduce((sum, f) => sum + f.tokens, 0),
      callsToResume: a.callsToResume,
      tokensRespent: a.tokensRespent,
    };
  });
}

/**
 * The exposure of each compaction a replay made, measured on what the session really did
 * next: each replayed compaction's window runs from the start of the range it summarised to
 * the next replayed compaction, and the files its post-compact context restored count as
 * restored. Not an observed aftermath: the session never compacted there.
 *
 * @example
 * replayExposure(model, replaySession(model, { overrides: { autocompactBufferTokens: 40_000 } }))
 * // [{ atCall: 61, filesReread: 2, rereadTokens: 3_100, callsToResume: 4, tokensRespent: 9_800 }]
 */
export function replayExposure(model: TranscriptModel, result: ReplayResult): ExposurePoint[] {
  const calls = model.calls.filter((c) => c.source === model.mainSource);
  const compactions = result.events
    .filter((e) => isOfFamily(e, "compaction"))
    .sort((a, b) => a.atCall - b.atCall);
  let previousEntry = 0;
  const cuts = compactions.map((event) => {
    const entryIndex = calls[event.atCall]?.firstEntry ?? model.entries.length;
    const summarisedFrom = event.detail.summarised?.first ?? previousEntry;
    previousEntry = entryIndex;
    const restored = new Set(
      event.detail.postCompact.flatMap((item) => (item.kind === "file" ? [item.path] : [])),
    );
    return {
      boundary: { uuid: `replay@${event.atCall}`, atCall: event.atCall, entryIndex },
      summarisedFrom,
      restored,
    };
  });
  return exposureOf(model, windowsAt(model, isTypedUserEntry, cuts));
}

/**
 * The same exposure for the compactions the session really made (the recorded reality's row
 * of a sweep), so a setting's figure compares with it measure for measure. `isCounted` picks
 * the boundaries that count (a sweep leaves out those a resume copied in); every boundary
 * still cuts the windows.
 *
 * @example recordedExposure(model)[0]?.tokensRespent // 12_400
 */
export function recordedExposure(
  model: TranscriptModel,
  isCounted: (uuid: string) => boolean = () => true,
): ExposurePoint[] {
  const windows = compactionWindows(model, isTypedUserEntry);
  return exposureOf(
    model,
    windows.filter((w) => isCounted(w.compaction.uuid)),
  );
}
