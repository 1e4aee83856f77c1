import { AftermathSection } from "@/components/compaction/aftermath-section";
import { services } from "@/lib/server";
import { toAftermathSection } from "@/lib/view/compaction/aftermath-section";
import { sessionHref, type PointQuery } from "@/lib/view/compaction/compaction-point-href";

/**
 * The point's aftermath. Its first measure of a session reads raw lines back, so it streams in
 * behind its own boundary; a replayed point (no uuid) gets the sentence saying why it has none.
 */
export async function Aftermath({
  transcriptId,
  uuid,
  query,
}: {
  transcriptId: string;
  /** The recorded compaction's boundary uuid; null for a replayed point. */
  uuid: string | null;
  query: PointQuery;
}) {
  const measured = uuid === null ? null : await services().aftermath.getAftermath(transcriptId);
  const aftermath = measured?.find((a) => a.uuid === uuid) ?? null;
  return (
    <AftermathSection
      view={toAftermathSection(aftermath, uuid === null ? "replayed" : "recorded")}
      callHref={(call) => sessionHref(transcriptId, { ...query, tab: "calls", call })}
    />
  );
}
