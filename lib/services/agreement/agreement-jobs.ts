import { z } from "zod";
import { AGREEMENT_ENGINE_VERSION } from "../../contracts/replay-agreement";
import type { JobHandlers, JobKeyOf, JobQueue } from "../../jobs/job-types";
import type { AgreementService } from "./agreement-service";

export const AGREEMENT_JOB_PAYLOADS = {
  /** Measures whether one session's replay as recorded reproduces it, and keeps the answer. */
  "replay-agreement": z.strictObject({ transcriptId: z.string().min(1) }),
};

export type AgreementJobQueue = JobQueue<typeof AGREEMENT_JOB_PAYLOADS>;

/** The measuring job: a thin handler calling the service (STYLE: a job is a payload and a call). */
export function agreementJobHandlers(
  service: Pick<AgreementService, "measure">,
): JobHandlers<typeof AGREEMENT_JOB_PAYLOADS> {
  return { "replay-agreement": ({ transcriptId }) => service.measure(transcriptId) };
}

/** One job per session and engine: asking again while it waits (or after) queues nothing new. */
export const agreementJobKey: JobKeyOf<typeof AGREEMENT_JOB_PAYLOADS> = (_kind, payload) =>
  `replay-agreement:${payload.transcriptId}:${AGREEMENT_ENGINE_VERSION}`;
