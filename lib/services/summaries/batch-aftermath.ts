import { missedCost } from "../../compaction/aftermath/missed-cost";
import type { BatchAftermathRow } from "../../contracts/summary-batch-aftermath";
import type { SummaryBatch, SummaryVariant } from "../../contracts/summary-variant";
import type { PrismaClient } from "../../db/generated/client";
import { findBatch } from "../../db/summary-batches";
import { findVariant } from "../../db/summary-variants";
import { AppError } from "../../errors";
import { scoreAgainstReference } from "../../summaries/aftermath/score-against-reference";
import type { PointAftermath } from "./aftermath-reference-port";
import { toBatchAftermathRows, type ScoredBatchVariant } from "./batch-aftermath-table";
import type { SummariesPorts } from "./summaries-ports";

export type BatchAftermath = { status: SummaryBatch["status"]; rows: BatchAftermathRow[] };

function keyOf(variant: SummaryVariant): ScoredBatchVariant["key"] {
  return {
    provider: variant.provider,
    model: variant.model,
    templateId: variant.templateId,
    templateVersion: variant.templateVersion,
    hasCustomInstructions: variant.customInstructions !== null,
  };
}

/**
 * A batch's aftermath table (toBatchAftermathRows): each written variant scored against its
 * point's reference set, with what the facts it missed cost the session. Each point's
 * aftermath is read once; a variant that wrote nothing, or whose point has no aftermath (a
 * replayed point), counts as unscored.
 */
export function batchAftermath(context: {
  db: () => PrismaClient;
  ports: Pick<SummariesPorts, "pointAftermath">;
}) {
  const { db, ports } = context;
  return async (batchId: string): Promise<BatchAftermath> => {
    const batch = await findBatch(db(), batchId);
    if (batch === null) throw new AppError("not_found", `No summary batch with id "${batchId}".`);
    const variants = (
      await Promise.all(batch.variantIds.map((id) => findVariant(db(), id)))
    ).flatMap((v) => (v === null ? [] : [v]));
    const points = new Map<string, Promise<PointAftermath | null>>();
    const aftermathAt = (point: string) => {
      let found = points.get(point);
      if (found === undefined) {
        found = ports.pointAftermath?.(batch.transcriptId, point) ?? Promise.resolve(null);
        points.set(point, found);
      }
      return found;
    };
    const scored = await Promise.all(
      variants.map(async (variant): Promise<ScoredBatchVariant> => {
        const at = await aftermathAt(variant.point);
        if (at === null || variant.status !== "done" || variant.text === "")
          return { key: keyOf(variant), score: null, missed: null };
        const score = scoreAgainstReference(variant.text, at.facts);
        return { key: keyOf(variant), score, missed: missedCost(score.missed, at.aftermath) };
      }),
    );
    return { status: batch.status, rows: toBatchAftermathRows(scored) };
  };
}
