import type { Capability } from "../capability";
import { replayCapability } from "../replay";
import { AGREEMENT_JOB_PAYLOADS, agreementJobHandlers, agreementJobKey } from "./agreement-jobs";
import { createAgreementService, type AgreementService } from "./agreement-service";

/** Whether each session's replay reproduces its recording, kept for the sessions list. */
export const agreementCapability: Capability<
  "agreement",
  AgreementService,
  typeof AGREEMENT_JOB_PAYLOADS
> = {
  id: "agreement",
  create: (deps) =>
    createAgreementService({
      db: deps.db,
      jobs: deps.jobs,
      replay: () => deps.use(replayCapability),
    }),
  jobs: {
    payloads: AGREEMENT_JOB_PAYLOADS,
    handlers: agreementJobHandlers,
    // One session at a time: the measuring shares the replay pool with people's replays.
    concurrency: 1,
    keyOf: agreementJobKey,
  },
};
