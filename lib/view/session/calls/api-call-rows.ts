import type { ApiCallRow } from "@/lib/contracts/transcript-summary";
import { shortId } from "@/lib/view/library/transcript-row";

/** Which calls the session page's calls table shows. */
export type CallScope = "main" | "all";

export function filterCallsByScope(calls: readonly ApiCallRow[], scope: CallScope): ApiCallRow[] {
  return scope === "all" ? [...calls] : calls.filter((call) => call.isMainThread);
}

/**
 * A query source in words: "main", "agent 1a2b3c4d" for a subagent, "sidechain 1a2b3c4d" for a
 * 1.0.x sidechain chain (named by its root record).
 */
export function describeSource(source: string): string {
  const [kind, id] = splitSource(source);
  if (kind === "agent" && id) return `agent ${shortId(id)}`;
  if (kind === "chain" && id) return `sidechain ${shortId(id)}`;
  return source;
}

function splitSource(source: string): [string, string | undefined] {
  const colon = source.indexOf(":");
  return colon < 0 ? [source, undefined] : [source.slice(0, colon), source.slice(colon + 1)];
}

/** Number of calls per query source, the main thread first, then by count. */
export function countCallsBySource(
  calls: readonly ApiCallRow[],
): { source: string; count: number; isMainThread: boolean }[] {
  const bySource = new Map<string, { source: string; count: number; isMainThread: boolean }>();
  for (const call of calls) {
    const entry = bySource.get(call.source) ?? {
      source: call.source,
      count: 0,
      isMainThread: call.isMainThread,
    };
    entry.count++;
    bySource.set(call.source, entry);
  }
  return [...bySource.values()].sort(
    (a, b) => Number(b.isMainThread) - Number(a.isMainThread) || b.count - a.count,
  );
}

/** The file line of main-thread call `call`, where the tree opens when a view jumps to it. */
export function lineOfMainCall(calls: readonly ApiCallRow[], call: number | null): number | null {
  if (call === null) return null;
  return calls.find((row) => row.isMainThread && row.index === call)?.line ?? null;
}
