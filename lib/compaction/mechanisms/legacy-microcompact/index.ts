import type { Mechanism } from "../types";
import { LOCAL_TOOL_CLEARING_EVENT } from "../event-details";
import { LEGACY_MICROCOMPACT_CONSTANTS } from "./config";
import { legacyMicrocompactStep } from "./step";

export const legacyMicrocompact = {
  id: "legacy-microcompact",
  title: "Legacy microcompact (seeds 002, 004; on up to 2.1.68)",
  version: 0,
  constants: [LEGACY_MICROCOMPACT_CONSTANTS],
  events: { microcompact: LOCAL_TOOL_CLEARING_EVENT },
  step: legacyMicrocompactStep,
} satisfies Mechanism;
