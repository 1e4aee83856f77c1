/** Which compaction a compaction page shows: a recorded one by uuid, a replayed one by its call. */
export type CompactionTarget =
  { source: "recorded"; uuid: string } | { source: "replayed"; atCall: number };

/** Only these parameters change what the compaction page computes; tab, call and range do not. */
const KEPT_PARAMS = (key: string) => key === "profile" || key.startsWith("o.");

/**
 * The compaction page of one compaction point, keeping the current profile and overrides so the
 * page replays what the inspector showed.
 *
 * @example
 * compactionHref("t1", { source: "replayed", atCall: 139 }, "profile=cc-2.1&tab=events")
 * // "/sessions/t1/compactions/replayed-139?profile=cc-2.1"
 */
export function compactionHref(
  transcriptId: string,
  target: CompactionTarget,
  query: string,
): string {
  const point =
    target.source === "recorded" ? `recorded-${target.uuid}` : `replayed-${target.atCall}`;
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(query))
    if (KEPT_PARAMS(key)) kept.append(key, value);
  const search = kept.toString();
  return `/sessions/${encodeURIComponent(transcriptId)}/compactions/${encodeURIComponent(point)}${search ? `?${search}` : ""}`;
}
