import type { Capability } from "../capability";
import { createJobsService, type JobsService } from "./jobs-service";

/** The jobs list: every capability's long work, read from the rows each keeps. */
export const jobsCapability: Capability<"jobs", JobsService> = {
  id: "jobs",
  create: ({ jobSources }) => createJobsService(jobSources()),
};
