import { z } from "zod";
import { count, type ValuesOf } from "../config-fields";

export const CACHED_MICROCOMPACT_TRIGGER = 12; // seed 003 (triggerThreshold)
export const CACHED_MICROCOMPACT_KEEP_RECENT = 5; // seed 003 (keepRecent)

/** Delete old tool results through cache edits (seed 003): the constants it reads. */
export const CACHED_MICROCOMPACT_CONFIG = {
  cachedMicrocompact: z.boolean().describe("Delete old results through cache edits (seed 003)"),
  cachedMicrocompactTrigger: count(10_000, "more results than a session holds", 1).describe(
    "Active results that trigger it (seed 003)",
  ),
  cachedMicrocompactKeepRecent: count(10_000, "more results than a session holds").describe(
    "Results kept (seed 003)",
  ),
};

/** The values every profile starts from. */
export const CACHED_MICROCOMPACT_DEFAULTS: ValuesOf<typeof CACHED_MICROCOMPACT_CONFIG> = {
  cachedMicrocompact: false,
  cachedMicrocompactTrigger: CACHED_MICROCOMPACT_TRIGGER,
  cachedMicrocompactKeepRecent: CACHED_MICROCOMPACT_KEEP_RECENT,
};
