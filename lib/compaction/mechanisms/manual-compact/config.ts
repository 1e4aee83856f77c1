import { z } from "zod";
import { manualCompactionSchema, constantSection, LIST_LIMIT } from "../config-fields";

/** Manual compactions: recorded, requested, partial: the constants it reads. */
export const MANUAL_COMPACT_CONFIG = {
  replayRecordedManual: z
    .boolean()
    .describe("Replay recorded manual and unknown-trigger compactions where they happened"),
  manualCompactions: z
    .array(manualCompactionSchema)
    .max(LIST_LIMIT, `at most ${LIST_LIMIT} compactions`)
    .describe("Extra manual compactions (full, from, up_to)"),
};

export const MANUAL_COMPACT_CONSTANTS = constantSection({
  group: "compaction",
  shape: MANUAL_COMPACT_CONFIG,
  /** The values every profile starts from. */
  defaults: {
    replayRecordedManual: true,
    manualCompactions: [],
  },
  sources: {},
});
