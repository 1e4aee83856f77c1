import type { ApiCallRow } from "@/lib/contracts/transcript-summary";
import { countCallsBySource, describeSource } from "@/lib/view/session/calls/api-call-rows";

export type CurveSource = {
  /** null: the main thread (the URL leaves `source` out). */
  source: string | null;
  label: string;
  count: number;
};

/**
 * The curves one can pick: the main thread first, then every subagent or sidechain source
 * (most calls first), each with its call count; a `selected` source with no calls last.
 *
 * @example
 * listCurveSources(calls) // [{ source: null, label: "Main thread", count: 140 }, { source: "agent:ab12…", label: "agent ab12cd34", count: 12 }]
 */
export function listCurveSources(
  calls: readonly ApiCallRow[],
  selected: string | null = null,
): CurveSource[] {
  const counts = countCallsBySource(calls);
  const main = counts.filter((entry) => entry.isMainThread).reduce((n, e) => n + e.count, 0);
  const isKnown = selected === null || counts.some((entry) => entry.source === selected);
  return [
    { source: null, label: "Main thread", count: main },
    ...counts
      .filter((entry) => !entry.isMainThread)
      .map((entry) => ({
        source: entry.source,
        label: describeSource(entry.source),
        count: entry.count,
      })),
    // A link naming a source this transcript lacks still shows what it asked for (no calls).
    ...(isKnown ? [] : [{ source: selected, label: describeSource(selected), count: 0 }]),
  ];
}

/** The calls of one curve in index order: main-thread rows, or the rows of one source. */
export function selectSourceCalls(
  calls: readonly ApiCallRow[],
  source: string | null,
): ApiCallRow[] {
  const picked = calls.filter((call) =>
    source === null ? call.isMainThread : !call.isMainThread && call.source === source,
  );
  return isSortedByIndex(picked) ? picked : picked.sort((a, b) => a.index - b.index);
}

function isSortedByIndex(calls: readonly ApiCallRow[]): boolean {
  for (let i = 1; i < calls.length; i++) {
    if ((calls[i]?.index ?? 0) < (calls[i - 1]?.index ?? 0)) return false;
  }
  return true;
}
