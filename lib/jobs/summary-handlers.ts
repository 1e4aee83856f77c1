import type { SummariesService } from "../services/summaries-service";
import type { JobHandlers } from "./job-kinds";

export type SummaryJobKind = "summary-variant" | "summary-batch";
export const SUMMARY_JOB_KINDS: readonly SummaryJobKind[] = ["summary-variant", "summary-batch"];

/** The summary jobs: thin handlers calling the service (STYLE: a job is a payload and a call). */
export function summaryJobHandlers(
  service: Pick<SummariesService, "run" | "runBatch">,
): JobHandlers<SummaryJobKind> {
  return {
    "summary-variant": ({ variantId }) => service.run(variantId),
    "summary-batch": ({ batchId }) => service.runBatch(batchId),
  };
}
