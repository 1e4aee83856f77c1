import { z } from "zod";
import type { ValuesOf } from "../config-fields";

/** The first version seen compacting on a "prompt is too long" answer. */
export const REACTIVE_COMPACT_SINCE = "2.1.200"; // FORMAT §10 ("reactive, 2.1.200 on")

/** Reactive compaction: the constants it reads. */
export const REACTIVE_COMPACT_CONFIG = {
  reactiveCompact: z
    .boolean()
    .describe(
      "Compact when the API answers 400 prompt is too long (from 2.1.200; FORMAT §10, issue 8)",
    ),
};

/** Off up to 2.1.199: the profiles for later versions switch it on. */
export const REACTIVE_COMPACT_DEFAULTS: ValuesOf<typeof REACTIVE_COMPACT_CONFIG> = {
  reactiveCompact: false,
};
