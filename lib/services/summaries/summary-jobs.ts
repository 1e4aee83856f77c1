import { z } from "zod";
import type { JobHandlers, JobQueue } from "../../jobs/job-types";
import type { SummariesService } from "./summaries-service";

/** The summary jobs' payloads: ids only, the variant and batch rows hold the rest. */
export const SUMMARY_JOB_PAYLOADS = {
  "summary-variant": z.strictObject({ variantId: z.string().min(1) }),
  "summary-batch": z.strictObject({ batchId: z.string().min(1) }),
};

export type SummaryJobQueue = JobQueue<typeof SUMMARY_JOB_PAYLOADS>;

/** The summary jobs: thin handlers calling the service (STYLE: a job is a payload and a call). */
export function summaryJobHandlers(
  service: Pick<SummariesService, "run" | "runBatch">,
): JobHandlers<typeof SUMMARY_JOB_PAYLOADS> {
  return {
    "summary-variant": ({ variantId }) => service.run(variantId),
    "summary-batch": ({ batchId }) => service.runBatch(batchId),
  };
}
