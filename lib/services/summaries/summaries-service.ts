import type { PrismaClient } from "../../db/generated/client";
import type { TemplatesService } from "../templates/templates-service";
import { batchAftermath } from "./batch-aftermath";
import { batchOperations } from "./batch-operations";
import { markUnfinishedInterrupted } from "./mark-interrupted";
import { probeVariant } from "./probe-variant";
import type { SummariesPorts } from "./summaries-ports";
import type { SummaryJobQueue } from "./summary-jobs";
import { summaryLookups } from "./summary-lookups";
import { variantOperations } from "./variant-operations";
import { createVariantEvents } from "./variant-events";

export type SummariesServiceDeps = {
  db: () => PrismaClient;
  templates: Pick<TemplatesService, "resolvePrompt">;
  ports: SummariesPorts;
  jobs: () => SummaryJobQueue;
  now?: () => number;
};

/**
 * Summary variants of compaction points: created from a template or a prompt, run
 * in the background through the job queue, watched while they stream, cancelled, deleted and
 * listed with the recorded summary first as variant zero; probed; and batches of them. The
 * variants' watchers and running AbortControllers live here, shared by every operation.
 */
export function createSummariesService(deps: SummariesServiceDeps) {
  const { db, ports, jobs, now } = deps;
  const events = createVariantEvents();
  const running = new Map<string, AbortController>();
  const lookups = summaryLookups(deps);
  const context = { db, ports, events, running, now, jobs, lookups };
  const variants = variantOperations(context);

  return {
    ...variants,
    probe: probeVariant(context),
    subscribe: events.subscribe,
    ...batchOperations({ ...context, cancelVariant: variants.cancel }),
    batchAftermath: batchAftermath(context),
    markUnfinishedInterrupted: (startedAt: Date) => markUnfinishedInterrupted(db(), startedAt),
  };
}

export type SummariesService = ReturnType<typeof createSummariesService>;
