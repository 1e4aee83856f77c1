import { z } from "zod";
import type { JobHandlers, JobQueue } from "../../jobs/job-types";
import type { ReparseService } from "./reparse-service";

export const REPARSE_JOB_PAYLOADS = {
  /** Re-parses stored transcripts from their raw bytes (`npm run reparse`). */
  reparse: z.strictObject({ reparseId: z.string().min(1) }),
};

export type ReparseJobQueue = JobQueue<typeof REPARSE_JOB_PAYLOADS>;

/** The re-parse job: a thin handler calling the service (STYLE: a job is a payload and a call). */
export function reparseJobHandlers(
  service: Pick<ReparseService, "run">,
): JobHandlers<typeof REPARSE_JOB_PAYLOADS> {
  return { reparse: ({ reparseId }, context) => service.run(reparseId, context) };
}
