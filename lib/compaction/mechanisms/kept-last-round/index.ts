import type { Mechanism } from "../types";
import { keepLastRound } from "./adjust";
import { KEPT_LAST_ROUND_CONFIG, KEPT_LAST_ROUND_DEFAULTS } from "./config";

export const keptLastRound: Mechanism = {
  id: "kept-last-round",
  title: "The kept last round (about 2.1.200 on; FORMAT §10 preservedSegment)",
  config: KEPT_LAST_ROUND_CONFIG,
  defaults: KEPT_LAST_ROUND_DEFAULTS,
  adjust: keepLastRound,
};
