import type { SummariesService } from "../services/summaries-service";
import type { JobHandlers } from "./job-kinds";

/** The summary jobs: thin handlers calling the service (STYLE: a job is a payload and a call). */
export function summaryJobHandlers(
  service: Pick<SummariesService, "run" | "runBatch">,
): JobHandlers {
  return {
    "summary-variant": ({ variantId }) => service.run(variantId),
    "summary-batch": ({ batchId }) => service.runBatch(batchId),
  };
}
