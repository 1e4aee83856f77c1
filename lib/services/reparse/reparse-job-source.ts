import type { JobView } from "../../contracts/jobs";
import type { ReparseRun } from "../../db/reparse-runs";
import type { ReparseService } from "./reparse-service";
import type { JobSource } from "../jobs/job-source";

export function reparseToJob(run: ReparseRun): JobView {
  const { done, failed, total } = run.progress;
  return {
    kind: "reparse",
    id: run.id,
    title: `Re-parse of ${total.toLocaleString("en-US")} transcript${total === 1 ? "" : "s"}`,
    href: null,
    status: run.status,
    progress: { done: done + failed, total },
    createdAt: run.createdAt,
    finishedAt: run.finishedAt,
    message: failed > 0 ? `${failed} failed; the last: ${run.error ?? "no reason"}` : run.error,
  };
}

/** Re-parses in the jobs list; a cancel stops them between transcripts. */
export function reparseJobs(
  service: () => Pick<ReparseService, "list" | "get" | "cancel">,
): JobSource {
  return {
    kind: "reparse",
    list: async (limit) => (await service().list(limit)).map(reparseToJob),
    async get(id) {
      const run = await service().get(id);
      return run === null ? null : reparseToJob(run);
    },
    async cancel(id) {
      if ((await service().get(id)) === null) return "not-found";
      return (await service().cancel(id)) ? "cancelled" : "finished";
    },
  };
}
