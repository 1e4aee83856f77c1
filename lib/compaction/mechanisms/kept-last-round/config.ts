import { z } from "zod";
import type { ValuesOf } from "../config-fields";

/** The first version seen keeping the last round out of the summary (`preservedSegment`). */
export const KEPT_LAST_ROUND_SINCE = "2.1.200"; // FORMAT §10 ("from about 2.1.200")

/** The kept last round: the constants it reads. */
export const KEPT_LAST_ROUND_CONFIG = {
  keepLastRound: z
    .boolean()
    .describe(
      "Keep the last API round out of the summary, verbatim after it (from about 2.1.200; FORMAT §10 preservedSegment)",
    ),
};

/** Off up to 2.1.199: the profiles for later versions switch it on. */
export const KEPT_LAST_ROUND_DEFAULTS: ValuesOf<typeof KEPT_LAST_ROUND_CONFIG> = {
  keepLastRound: false,
};
