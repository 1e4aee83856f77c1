import type { Mechanism } from "../types";
import { keepLastRound } from "./adjust";
import { KEPT_LAST_ROUND_CONSTANTS } from "./config";
import { loneRoundStep } from "./lone-round";

export const keptLastRound = {
  id: "kept-last-round",
  title: "The kept last round (2.1.153 on; FORMAT §10 preservedSegment)",
  version: 0,
  constants: [KEPT_LAST_ROUND_CONSTANTS],
  events: {},
  step: loneRoundStep,
  adjust: keepLastRound,
} satisfies Mechanism;
