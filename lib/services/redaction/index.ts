import { isTeamMode } from "../../auth/team-mode";
import type { Capability } from "../capability";
import { createRedactionService, type RedactionService } from "./redaction-service";

/** Redaction of secrets before text leaves the server, and its per-workspace settings. */
export const redactionCapability: Capability<"redaction", RedactionService> = {
  id: "redaction",
  create: ({ db }) =>
    createRedactionService({ db, redactEnv: () => process.env.REDACT, isTeamMode }),
};
