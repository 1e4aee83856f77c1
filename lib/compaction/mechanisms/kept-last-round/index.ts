import type { Mechanism } from "../types";
import { keepLastRound } from "./adjust";
import { KEPT_LAST_ROUND_CONFIG, KEPT_LAST_ROUND_DEFAULTS } from "./config";
import { loneRoundStep } from "./lone-round";

export const keptLastRound: Mechanism = {
  id: "kept-last-round",
  title: "The kept last round (2.1.153 on; FORMAT §10 preservedSegment)",
  config: KEPT_LAST_ROUND_CONFIG,
  defaults: KEPT_LAST_ROUND_DEFAULTS,
  step: loneRoundStep,
  adjust: keepLastRound,
};
