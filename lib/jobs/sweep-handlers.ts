import type { SweepsService } from "../services/sweeps-service";
import type { JobHandlers } from "./job-kinds";

/** The sweep job: a thin handler calling the service (STYLE: a job is a payload and a call). */
export function sweepJobHandlers(service: Pick<SweepsService, "run">): JobHandlers<"sweep"> {
  return { sweep: ({ sweepId }) => service.run(sweepId) };
}
