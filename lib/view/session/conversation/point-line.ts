import type { CompactionPointId } from "@/lib/contracts/compaction-point-id";
import type { TranscriptModel } from "@/lib/transcript/model";

/**
 * Where the conversation opens on a compaction point's page: a recorded compaction's own
 * boundary (or summary) line, a replayed one's call (the first line of its response); null
 * when the model has neither.
 *
 * @example
 * pointLine(model, { origin: "replayed", atCall: 41 }) // 1204
 */
export function pointLine(
  model: Pick<TranscriptModel, "compactions" | "calls">,
  point: CompactionPointId,
): number | null {
  if (point.origin === "recorded")
    return model.compactions.find((c) => c.uuid === point.uuid)?.line ?? null;
  return model.calls.find((c) => c.isMainThread && c.index === point.atCall)?.firstLine ?? null;
}
