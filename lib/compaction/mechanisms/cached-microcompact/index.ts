import type { Mechanism } from "../types";
import { CACHED_MICROCOMPACT_CONFIG, CACHED_MICROCOMPACT_DEFAULTS } from "./config";
import { cachedMicrocompactStep } from "./step";

export const cachedMicrocompact: Mechanism = {
  id: "cached-microcompact",
  title: "Cached microcompact (seed 003; off by default: feature-gated)",
  config: CACHED_MICROCOMPACT_CONFIG,
  defaults: CACHED_MICROCOMPACT_DEFAULTS,
  step: cachedMicrocompactStep,
};
