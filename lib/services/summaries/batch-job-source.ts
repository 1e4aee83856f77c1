import type { JobStatus, JobView } from "../../contracts/jobs";
import type { PrismaClient } from "../../db/generated/client";
import { findBatch, listRecentBatches, type StoredBatch } from "../../db/summary-batches";
import type { SummariesService } from "./summaries-service";
import type { JobSource } from "../jobs/job-source";

/** A batch the server stopped during is a job that did not finish: failed, with its words. */
const STATUS: Record<StoredBatch["status"], JobStatus> = {
  queued: "queued",
  running: "running",
  done: "done",
  interrupted: "failed",
  cancelled: "cancelled",
};

export function batchToJob(batch: StoredBatch): JobView {
  const { done, failed, total } = batch.progress;
  return {
    kind: "summary-batch",
    id: batch.id,
    title: `Summaries: ${batch.points.length} point${batch.points.length === 1 ? "" : "s"} × ${batch.specs.length} variant${batch.specs.length === 1 ? "" : "s"}`,
    href: `/sessions/${batch.transcriptId}`,
    status: STATUS[batch.status],
    progress: { done: done + failed, total },
    createdAt: batch.createdAt,
    finishedAt: batch.finishedAt,
    message: batch.message ?? (failed > 0 ? `${failed} of ${total} variants failed.` : null),
  };
}

/** Summary batches in the jobs list; a cancel stops them between variants. */
export function summaryBatchJobs(
  db: () => PrismaClient,
  service: () => Pick<SummariesService, "cancelBatch">,
): JobSource {
  return {
    kind: "summary-batch",
    list: async (limit) => (await listRecentBatches(db(), limit)).map(batchToJob),
    async get(id) {
      const batch = await findBatch(db(), id);
      return batch === null ? null : batchToJob(batch);
    },
    async cancel(id) {
      if ((await findBatch(db(), id)) === null) return "not-found";
      return (await service().cancelBatch(id)) ? "cancelled" : "finished";
    },
  };
}
