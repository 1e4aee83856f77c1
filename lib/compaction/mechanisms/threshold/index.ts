import type { Mechanism } from "../types";
import { COUNTING_CONSTANTS, THRESHOLD_WINDOW_CONSTANTS } from "./config";
import { THRESHOLD_EVENTS } from "./events";
import { thresholdStep } from "./step";

/** The count and the threshold (compute-thresholds.ts, check-estimate.ts): whether autocompact is due. */
export const autocompactThreshold = {
  id: "threshold",
  title: "Autocompact threshold and the count at the check (seeds 000-004, SPEC §5)",
  version: 1,
  constants: [THRESHOLD_WINDOW_CONSTANTS, COUNTING_CONSTANTS],
  events: THRESHOLD_EVENTS,
  step: thresholdStep,
} satisfies Mechanism;
