import type { Mechanism } from "../types";
import { LEGACY_MICROCOMPACT_CONFIG, LEGACY_MICROCOMPACT_DEFAULTS } from "./config";
import { legacyMicrocompactStep } from "./step";

export const legacyMicrocompact: Mechanism = {
  id: "legacy-microcompact",
  title: "Legacy microcompact (seeds 002, 004; on up to 2.1.68)",
  config: LEGACY_MICROCOMPACT_CONFIG,
  defaults: LEGACY_MICROCOMPACT_DEFAULTS,
  step: legacyMicrocompactStep,
};
