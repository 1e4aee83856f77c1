import type { Aftermath } from "../../compaction/aftermath/aftermath-types";
import type { ReferenceFact } from "../../compaction/aftermath/reference-types";
import { parseCompactionPoint } from "../../contracts/compaction-point-id";
import type { AftermathService } from "../aftermath/aftermath-service";

/** A recorded point's reference set with the aftermath its facts' tokens come from. */
export type PointAftermath = { facts: ReferenceFact[]; aftermath: Aftermath };

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

/**
 * The summaries service's `pointAftermath` port: a recorded point's reference set and its
 * aftermath (what each fact cost), measured once per stored model; null where the reference
 * port answers null.
 *
 * @example
 * await pointAftermathPort(() => aftermath)(id, "recorded-9f2c") // { facts: [...], aftermath: { tokensRespent: 4_000, ... } }
 */
export function pointAftermathPort(
  aftermath: () => Pick<AftermathService, "getReference" | "getAftermath">,
) {
  return async (transcriptId: string, point: string): Promise<PointAftermath | null> => {
    const id = parseCompactionPoint(point);
    if (id?.origin !== "recorded") return null;
    const [sets, measured] = await Promise.all([
      aftermath().getReference(transcriptId),
      aftermath().getAftermath(transcriptId),
    ]);
    const facts = sets?.find((set) => set.uuid === id.uuid)?.facts;
    const found = measured?.find((a) => a.uuid === id.uuid);
    return facts === undefined || found === undefined ? null : { facts, aftermath: found };
  };
}
