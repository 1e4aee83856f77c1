import type { Mechanism } from "../types";
import { LOCAL_TOOL_CLEARING_EVENT } from "../event-details";
import { TIME_BASED_MICROCOMPACT_CONSTANTS } from "./config";
import { timeBasedMicrocompactStep } from "./step";

export const timeBasedMicrocompact = {
  id: "time-based-microcompact",
  title: "Time-based microcompact (seed 003; off by default: feature-gated)",
  version: 0,
  constants: [TIME_BASED_MICROCOMPACT_CONSTANTS],
  events: { "time-based-microcompact": LOCAL_TOOL_CLEARING_EVENT },
  step: timeBasedMicrocompactStep,
} satisfies Mechanism;
