import type { Mechanism } from "../types";
import { COMPACTION_EVENT } from "../event-details";
import { FULL_COMPACT_CONSTANTS } from "./config";
import { fullCompactStep } from "./step";

export const fullCompact = {
  id: "full-compact",
  title: "Full compaction: summary and restored context (seeds 000-004)",
  version: 0,
  constants: [FULL_COMPACT_CONSTANTS],
  events: { autocompact: COMPACTION_EVENT },
  step: fullCompactStep,
} satisfies Mechanism;
