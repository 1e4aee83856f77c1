import type { Mechanism } from "../types";
import { LEGACY_MICROCOMPACT_CONSTANTS } from "./config";
import { LEGACY_MICROCOMPACT_EVENTS } from "./events";
import { legacyMicrocompactStep } from "./step";

export const legacyMicrocompact = {
  id: "legacy-microcompact",
  title: "Legacy microcompact (seeds 002, 004; on up to 2.1.68)",
  version: 1,
  constants: [LEGACY_MICROCOMPACT_CONSTANTS],
  events: LEGACY_MICROCOMPACT_EVENTS,
  step: legacyMicrocompactStep,
} satisfies Mechanism;
