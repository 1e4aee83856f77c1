import type { Mechanism } from "../types";
import { THRESHOLD_CONFIG, THRESHOLD_DEFAULTS } from "./config";
import { thresholdStep } from "./step";

/** The count and the threshold (compute-thresholds.ts, check-estimate.ts): whether autocompact is due. */
export const autocompactThreshold: Mechanism = {
  id: "threshold",
  title: "Autocompact threshold and the count at the check (seeds 000-004, SPEC §5)",
  config: THRESHOLD_CONFIG,
  defaults: THRESHOLD_DEFAULTS,
  step: thresholdStep,
};
