import type { JobView, JobViewKind } from "../../contracts/jobs";
import { formatDateTimeUtc } from "../format/format-date";
import { formatInteger } from "../format/format-number";

const KIND_LABELS: Record<JobViewKind, string> = {
  sweep: "Sweep",
  "summary-batch": "Summary batch",
  reparse: "Re-parse",
};

/** What a unit of each kind's progress is called. */
const UNITS: Record<JobViewKind, string> = {
  sweep: "replays",
  "summary-batch": "variants",
  reparse: "transcripts",
};

export type JobRow = {
  key: string;
  kind: JobViewKind;
  id: string;
  kindLabel: string;
  title: string;
  href: string | null;
  status: JobView["status"];
  isUnfinished: boolean;
  /** 0..1 of the bar; 1 for a job with nothing to do. */
  fraction: number;
  progressWords: string;
  started: string;
  message: string | null;
};

/**
 * A job as a row of the jobs list: its kind in words, the bar's fraction, "12 of 48 replays",
 * when it started (UTC), and whether it can still be cancelled.
 *
 * @example toJobRow(sweepJob).progressWords // "12 of 48 replays"
 */
export function toJobRow(job: JobView): JobRow {
  const { done, total } = job.progress;
  return {
    key: `${job.kind}:${job.id}`,
    kind: job.kind,
    id: job.id,
    kindLabel: KIND_LABELS[job.kind],
    title: job.title,
    href: job.href,
    status: job.status,
    isUnfinished: job.status === "queued" || job.status === "running",
    fraction: total === 0 ? 1 : Math.min(1, done / total),
    progressWords: `${formatInteger(done)} of ${formatInteger(total)} ${UNITS[job.kind]}`,
    started: formatDateTimeUtc(Date.parse(job.createdAt)),
    message: job.message,
  };
}

/** "2 jobs running" for the header, or null when nothing runs or waits. */
export function describeRunningJobs(jobs: JobView[]): string | null {
  const unfinished = jobs.filter((job) => job.status === "queued" || job.status === "running");
  if (unfinished.length === 0) return null;
  return `${unfinished.length} ${unfinished.length === 1 ? "job" : "jobs"} running`;
}
