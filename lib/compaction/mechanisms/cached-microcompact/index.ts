import type { Mechanism } from "../types";
import { LOCAL_TOOL_CLEARING_EVENT } from "../event-details";
import { CACHED_MICROCOMPACT_CONSTANTS } from "./config";
import { cachedMicrocompactStep } from "./step";

export const cachedMicrocompact = {
  id: "cached-microcompact",
  title: "Cached microcompact (seed 003; off by default: feature-gated)",
  version: 0,
  constants: [CACHED_MICROCOMPACT_CONSTANTS],
  events: { "cached-microcompact": LOCAL_TOOL_CLEARING_EVENT },
  step: cachedMicrocompactStep,
} satisfies Mechanism;
