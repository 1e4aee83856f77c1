import type { JobView } from "../../contracts/jobs";
import type { SweepSummary } from "../../contracts/sweeps";
import type { SweepsService } from "./sweeps-service";
import type { JobSource } from "../jobs/job-source";

const plural = (n: number, word: string) =>
  `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;

export function sweepToJob(sweep: SweepSummary): JobView {
  return {
    kind: "sweep",
    id: sweep.id,
    title: `Sweep of ${plural(sweep.sessions, "session")} × ${plural(sweep.settingCount, "setting")}`,
    href: `/sweeps/${sweep.id}`,
    status: sweep.status,
    progress: sweep.progress,
    createdAt: sweep.createdAt,
    finishedAt: sweep.finishedAt,
    message: sweep.error ?? sweep.note,
  };
}

/** Sweeps in the jobs list; a cancel stops them between settings. */
export function sweepJobs(
  service: () => Pick<SweepsService, "list" | "get" | "cancel">,
): JobSource {
  return {
    kind: "sweep",
    list: async (limit) => (await service().list()).slice(0, limit).map(sweepToJob),
    async get(id) {
      const found = await service().get(id);
      return found.ok ? sweepToJob(found.value) : null;
    },
    async cancel(id) {
      const before = await service().get(id);
      if (!before.ok) return "not-found";
      const after = await service().cancel(id);
      return after.ok && after.value.status === "cancelled" && before.value.status !== "cancelled"
        ? "cancelled"
        : "finished";
    },
  };
}
