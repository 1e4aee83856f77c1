import type { CreateBatchBody, SummaryBatch } from "../../contracts/summary-variant";
import { findBatch, insertBatch, updateBatch } from "../../db/summary-batches";
import { insertVariant } from "../../db/summary-variants";
import { AppError } from "../../errors";
import { runVariant, type RunDeps } from "./run-variant";
import type { SummaryJobQueue } from "./summary-jobs";
import type { SummaryLookups } from "./summary-lookups";
import type { VariantEnvelope } from "./variant-envelope";

function batchNotFound(batchId: string): AppError {
  return new AppError("not_found", `No summary batch with id "${batchId}".`);
}

/** Batches: every point times every spec, one variant row each at once, run one by one. */
export function batchOperations(
  context: RunDeps & {
    jobs: () => SummaryJobQueue;
    lookups: SummaryLookups;
    /** Cancels one variant (aborted when it runs in this process). */
    cancelVariant: (variantId: string) => Promise<void>;
  },
) {
  const { db, jobs, lookups, cancelVariant } = context;

  return {
    async createBatch(body: CreateBatchBody): Promise<{ id: string }> {
      await lookups.transcriptCreatedAt(body.transcriptId);
      for (const point of body.points) lookups.checkPoint(point);
      const specs = await Promise.all(
        body.variants.map(async (spec) => ({ spec, template: await lookups.resolvePrompt(spec) })),
      );
      const batchId = await insertBatch(db(), {
        transcriptId: body.transcriptId,
        points: body.points,
        specs: body.variants,
        total: body.points.length * body.variants.length,
      });
      for (const point of body.points)
        for (const { spec, template } of specs) {
          const envelope: VariantEnvelope = { built: null, prompt: template.prompt, replay: {} };
          await insertVariant(db(), {
            transcriptId: body.transcriptId,
            point,
            provider: spec.provider,
            model: spec.model ?? "",
            templateId: template.templateId,
            templateVersion: template.version,
            customInstructions: spec.customInstructions ?? null,
            request: JSON.stringify(envelope),
            batchId,
          });
        }
      await jobs().enqueue("summary-batch", { batchId });
      return { id: batchId };
    },

    /** Runs a queued batch's variants one by one (the job handler's call). */
    async runBatch(batchId: string): Promise<void> {
      const batch = await findBatch(db(), batchId);
      if (batch === null || batch.status !== "queued") return;
      await updateBatch(db(), batchId, { status: "running" });
      for (const variantId of batch.variantIds) await runVariant(context, variantId);
      const finished = await findBatch(db(), batchId);
      // A cancelled batch keeps its status: its variants were cancelled and ran no further.
      if (finished === null || finished.status === "cancelled") return;
      await updateBatch(db(), batchId, {
        status: "done",
        done: finished.progress.done,
        failed: finished.progress.failed,
        finishedAt: new Date(),
      });
    },

    /**
     * Cancels a queued or running batch: it says cancelled, its queued variants are cancelled
     * (and a running one aborted when it runs in this process). False when it had finished.
     */
    async cancelBatch(batchId: string): Promise<boolean> {
      const batch = await findBatch(db(), batchId);
      if (batch === null) throw batchNotFound(batchId);
      if (batch.status !== "queued" && batch.status !== "running") return false;
      await updateBatch(db(), batchId, {
        status: "cancelled",
        finishedAt: new Date(),
        message: "Cancelled from the jobs list.",
      });
      for (const variantId of batch.variantIds) await cancelVariant(variantId);
      return true;
    },

    async getBatch(batchId: string): Promise<SummaryBatch> {
      const batch = await findBatch(db(), batchId);
      if (batch === null) throw batchNotFound(batchId);
      return {
        id: batch.id,
        transcriptId: batch.transcriptId,
        status: batch.status,
        progress: batch.progress,
        variantIds: batch.variantIds,
        message: batch.message,
      };
    },
  };
}
