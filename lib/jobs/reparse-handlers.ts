import type { ReparseService } from "../services/reparse-service";
import type { JobHandlers } from "./job-kinds";

export const REPARSE_JOB_KINDS: readonly "reparse"[] = ["reparse"];

/** The re-parse job: a thin handler calling the service (STYLE: a job is a payload and a call). */
export function reparseJobHandlers(service: Pick<ReparseService, "run">): JobHandlers<"reparse"> {
  return { reparse: ({ reparseId }, context) => service.run(reparseId, context) };
}
