import type { Mechanism } from "../types";
import { TIME_BASED_MICROCOMPACT_CONFIG, TIME_BASED_MICROCOMPACT_DEFAULTS } from "./config";
import { timeBasedMicrocompactStep } from "./step";

export const timeBasedMicrocompact: Mechanism = {
  id: "time-based-microcompact",
  title: "Time-based microcompact (seed 003; off by default: feature-gated)",
  config: TIME_BASED_MICROCOMPACT_CONFIG,
  defaults: TIME_BASED_MICROCOMPACT_DEFAULTS,
  step: timeBasedMicrocompactStep,
};
