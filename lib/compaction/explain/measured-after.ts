import type { ApiCall, RecordedCompaction, TranscriptModel } from "../../transcript/model";

/**
 * A compaction's "after" as the API measured it: the input of the first call after it (its
 * context minus its own output: system prompt, tools, summary, restored files, new messages),
 * or null when the next compaction or the end of the file comes first.
 *
 * @example
 * measuredAfter(calls[139], Infinity) // 45_300
 */
export function measuredAfter(call: ApiCall | undefined, nextBoundary: number): number | null {
  if (call === undefined || call.firstEntry > nextBoundary) return null;
  return call.contextTokens - call.usage.outputTokens;
}

/**
 * `measuredAfter` of every main-thread recorded compaction, by uuid: what the sessions list
 * stores, so the recorded table shows the figure the replay's tables show.
 *
 * @example
 * measuredAfterByUuid(model).get(model.compactions[0].uuid) // 45_300
 */
export function measuredAfterByUuid(model: TranscriptModel): Map<string, number | null> {
  const calls = model.calls.filter((call) => call.source === model.mainSource);
  const main: RecordedCompaction[] = model.compactions
    .filter((c) => c.source === model.mainSource)
    .sort((a, b) => a.entryIndex - b.entryIndex);
  return new Map(
    main.map((c, i) => [
      c.uuid,
      measuredAfter(calls[c.atCall], main[i + 1]?.entryIndex ?? Number.POSITIVE_INFINITY),
    ]),
  );
}
