import type { ReferenceFact } from "../../compaction/aftermath/reference-types";
import { parseCompactionPoint } from "../../contracts/compaction-point-id";
import type { AftermathService } from "../aftermath/aftermath-service";

/**
 * The summaries service's `aftermathReference` port: a recorded point's reference set from the
 * aftermath service (measured once per stored model); null for a replayed point, a point of
 * another thread, or an unknown transcript, none of which has an aftermath.
 *
 * @example
 * await aftermathReferencePort(() => aftermath)(id, "recorded-9f2c") // [{ kind: "file-reread", ... }]
 */
export function aftermathReferencePort(aftermath: () => Pick<AftermathService, "getReference">) {
  return async (transcriptId: string, point: string): Promise<ReferenceFact[] | null> => {
    const id = parseCompactionPoint(point);
    if (id?.origin !== "recorded") return null;
    const sets = await aftermath().getReference(transcriptId);
    return sets?.find((set) => set.uuid === id.uuid)?.facts ?? null;
  };
}
