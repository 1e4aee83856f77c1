import type { Mechanism } from "../types";
import { COMPACTION_EVENT } from "../event-details";
import { MANUAL_COMPACT_CONSTANTS } from "./config";
import { manualCompactStep } from "./step";

export const manualCompact = {
  id: "manual-compact",
  title: "Manual compaction: recorded, requested, partial; resumes taken as given",
  version: 0,
  constants: [MANUAL_COMPACT_CONSTANTS],
  events: { "manual-compact": COMPACTION_EVENT, "partial-compact": COMPACTION_EVENT },
  step: manualCompactStep,
} satisfies Mechanism;
