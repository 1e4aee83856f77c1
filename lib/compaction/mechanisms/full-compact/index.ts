import type { Mechanism } from "../types";
import { FULL_COMPACT_CONFIG, FULL_COMPACT_DEFAULTS } from "./config";
import { fullCompactStep } from "./step";

export const fullCompact: Mechanism = {
  id: "full-compact",
  title: "Full compaction: summary and restored context (seeds 000-004)",
  config: FULL_COMPACT_CONFIG,
  defaults: FULL_COMPACT_DEFAULTS,
  step: fullCompactStep,
};
