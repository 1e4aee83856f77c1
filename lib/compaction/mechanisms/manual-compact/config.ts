import { z } from "zod";
import { manualCompactionSchema, type ValuesOf } from "../config-fields";
import { LIST_LIMIT } from "../../config/constant-bounds";

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

/** The values every profile starts from. */
export const MANUAL_COMPACT_DEFAULTS: ValuesOf<typeof MANUAL_COMPACT_CONFIG> = {
  replayRecordedManual: true,
  manualCompactions: [],
};
