import { reparseTranscript } from "../ingest/reparse-transcript";
import type { Capability } from "../capability";
import { REPARSE_JOB_PAYLOADS, reparseJobHandlers } from "./reparse-jobs";
import { reparseJobs } from "./reparse-job-source";
import { createReparseService, type ReparseService } from "./reparse-service";

/** Stored transcripts re-parsed from their raw bytes (`npm run reparse`), as a job. */
export const reparseCapability: Capability<"reparse", ReparseService, typeof REPARSE_JOB_PAYLOADS> =
  {
    id: "reparse",
    create: ({ db, jobs }) => createReparseService({ db, jobs, reparse: reparseTranscript }),
    jobs: { payloads: REPARSE_JOB_PAYLOADS, handlers: reparseJobHandlers, concurrency: 1 },
    jobsList: (service) => reparseJobs(service),
    async resumeUnfinished({ service, startedAt }) {
      const resumed = await service().resumeUnfinished(startedAt);
      return resumed > 0
        ? `Resumed ${resumed} re-parse(s) left unfinished by an earlier run.`
        : null;
    },
  };
