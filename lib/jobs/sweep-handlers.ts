import type { SweepsService } from "../services/sweeps-service";
import type { JobHandlers, JobKind, JobPayload } from "./job-kinds";

export type SweepJobKind = "sweep" | "sweep-part";
export const SWEEP_JOB_KINDS: readonly SweepJobKind[] = ["sweep", "sweep-part"];

/** The sweep jobs: thin handlers calling the service (STYLE: a job is a payload and a call). */
export function sweepJobHandlers(
  service: Pick<SweepsService, "run" | "runPart">,
): JobHandlers<SweepJobKind> {
  return {
    sweep: ({ sweepId }, context) => service.run(sweepId, context),
    "sweep-part": ({ sweepId, transcriptIds }, context) =>
      service.runPart(sweepId, transcriptIds, context),
  };
}

/** A part's job is named by its sweep and place, so planning a sweep again queues nothing new. */
export function sweepJobKey(kind: JobKind, payload: JobPayload<SweepJobKind>): string | undefined {
  return kind === "sweep-part" && "part" in payload
    ? `sweep-part:${payload.sweepId}:${payload.part}`
    : undefined;
}
