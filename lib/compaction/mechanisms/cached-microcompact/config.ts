import { z } from "zod";
import { count, constantSection } from "../config-fields";

export const CACHED_MICROCOMPACT_TRIGGER = 12; // seed 003 (triggerThreshold)
export const CACHED_MICROCOMPACT_KEEP_RECENT = 5; // seed 003 (keepRecent)

/** Delete old tool results through cache edits (seed 003): the constants it reads. */
export const CACHED_MICROCOMPACT_CONFIG = {
  cachedMicrocompact: z.boolean().describe("Delete old results through cache edits"),
  cachedMicrocompactTrigger: count(10_000, "more results than a session holds", 1).describe(
    "Active results that trigger it",
  ),
  cachedMicrocompactKeepRecent: count(10_000, "more results than a session holds").describe(
    "Results kept",
  ),
};

export const CACHED_MICROCOMPACT_CONSTANTS = constantSection({
  group: "later-microcompact",
  shape: CACHED_MICROCOMPACT_CONFIG,
  /** The values every profile starts from. */
  defaults: {
    cachedMicrocompact: false,
    cachedMicrocompactTrigger: CACHED_MICROCOMPACT_TRIGGER,
    cachedMicrocompactKeepRecent: CACHED_MICROCOMPACT_KEEP_RECENT,
  },
  sources: {
    cachedMicrocompact: { seeds: ["003"] },
    cachedMicrocompactTrigger: { seeds: ["003"] },
    cachedMicrocompactKeepRecent: { seeds: ["003"] },
  },
});
