import "server-only";
import { getDb } from "../server/database";
import { reparseJobs } from "./job-sources/reparse-jobs";
import { summaryBatchJobs } from "./job-sources/summary-batch-jobs";
import { sweepJobs } from "./job-sources/sweep-jobs";
import { createJobsService, type JobsService } from "./jobs-service";
import { getReparseService } from "./reparse";
import { getSummariesService } from "./summaries";
import { getSweepsService } from "./sweeps";

/** The jobs list's registry: one line per kind of long work. */
export function getJobsService(): JobsService {
  return createJobsService([
    sweepJobs(getSweepsService),
    summaryBatchJobs(getDb, getSummariesService),
    reparseJobs(getReparseService),
  ]);
}
