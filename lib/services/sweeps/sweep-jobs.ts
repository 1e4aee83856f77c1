import { z } from "zod";
import type { JobHandlers, JobKeyOf, JobQueue } from "../../jobs/job-types";
import type { SweepsService } from "./sweeps-service";

/** The sweep jobs' payloads: ids only, the sweep's rows hold the rest. */
export const SWEEP_JOB_PAYLOADS = {
  /** Plans a sweep: queues a `sweep-part` per chunk of the sessions not yet stored. */
  sweep: z.strictObject({ sweepId: z.string().min(1) }),
  /** Some sessions of a sweep under every setting: the unit workers share. */
  "sweep-part": z.strictObject({
    sweepId: z.string().min(1),
    /** Its place among the sweep's parts: names the job, so a re-planned part is stored once. */
    part: z.number().int().min(0),
    transcriptIds: z.array(z.string().min(1)).min(1),
  }),
};

export type SweepJobQueue = JobQueue<typeof SWEEP_JOB_PAYLOADS>;

/** The sweep jobs: thin handlers calling the service (STYLE: a job is a payload and a call). */
export function sweepJobHandlers(
  service: Pick<SweepsService, "run" | "runPart">,
): JobHandlers<typeof SWEEP_JOB_PAYLOADS> {
  return {
    sweep: ({ sweepId }, context) => service.run(sweepId, context),
    "sweep-part": ({ sweepId, transcriptIds }, context) =>
      service.runPart(sweepId, transcriptIds, context),
  };
}

/** A part's job is named by its sweep and place, so planning a sweep again queues nothing new. */
export const sweepJobKey: JobKeyOf<typeof SWEEP_JOB_PAYLOADS> = (kind, payload) =>
  kind === "sweep-part" && "part" in payload
    ? `sweep-part:${payload.sweepId}:${payload.part}`
    : undefined;
