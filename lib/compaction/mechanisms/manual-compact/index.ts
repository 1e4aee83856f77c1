import type { Mechanism } from "../types";
import { MANUAL_COMPACT_CONFIG, MANUAL_COMPACT_DEFAULTS } from "./config";
import { manualCompactStep } from "./step";

export const manualCompact: Mechanism = {
  id: "manual-compact",
  title: "Manual compaction: recorded, requested, partial; resumes taken as given",
  config: MANUAL_COMPACT_CONFIG,
  defaults: MANUAL_COMPACT_DEFAULTS,
  step: manualCompactStep,
};
