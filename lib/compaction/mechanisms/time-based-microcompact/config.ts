import { z } from "zod";
import { count, constantSection, idleMinutes } from "../config-fields";

export const TIME_BASED_GAP_MINUTES = 60; // seed 003 (gapThresholdMinutes)
export const TIME_BASED_KEEP_RECENT = 5; // seed 003

/** Clear old tool results after an idle gap (seed 003): the constants it reads. */
export const TIME_BASED_MICROCOMPACT_CONFIG = {
  timeBasedMicrocompact: z.boolean().describe("Clear old results after an idle gap"),
  timeBasedGapMinutes: idleMinutes().describe("Idle gap"),
  timeBasedKeepRecent: count(10_000, "more results than a session holds").describe("Results kept"),
};

export const TIME_BASED_MICROCOMPACT_CONSTANTS = constantSection({
  group: "later-microcompact",
  shape: TIME_BASED_MICROCOMPACT_CONFIG,
  /** The values every profile starts from. */
  defaults: {
    // The later mechanisms sit behind feature gates in Claude Code, and real transcripts show
    // no trace of them (a 165-minute gap in 2.1.119 cleared nothing): off unless asked for.
    timeBasedMicrocompact: false,
    timeBasedGapMinutes: TIME_BASED_GAP_MINUTES,
    timeBasedKeepRecent: TIME_BASED_KEEP_RECENT,
  },
  sources: {
    timeBasedMicrocompact: { seeds: ["003"] },
    timeBasedGapMinutes: { seeds: ["003"] },
    timeBasedKeepRecent: { seeds: ["003"] },
  },
});
