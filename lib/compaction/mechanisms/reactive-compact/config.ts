import { z } from "zod";
import { constantSection } from "../config-fields";

/**
 * The first version compacting on a "prompt is too long" answer: conformance lab, 2026-11-26
 * (200k+window-env, a warm-up round and a round at 50,000, then a 400 to the next main call):
 * 2.1.152 ends the turn with the error, 2.1.153 summarises and retries (FORMAT §10's "2.1.200
 * on" was the oldest transcript seen; the lab's one-round probe hid it, as 2.1.153 keeps the
 * last round out of the summary).
 */
export const REACTIVE_COMPACT_SINCE = "2.1.153";

/** Reactive compaction: the constants it reads. */
export const REACTIVE_COMPACT_CONFIG = {
  reactiveCompact: z
    .boolean()
    .describe(
      "Compact when the API answers 400 prompt is too long (from 2.1.153, measured on released versions)",
    ),
  reactiveCountsServerTokens: z
    .boolean()
    .describe(
      "Prompt too long by the API's count: the records since the last call scaled by what the API counted for the session's earlier ones (the client's length/4 runs 1.2 to 2.2 times short on real 2.x sessions)",
    ),
};

export const REACTIVE_COMPACT_CONSTANTS = constantSection({
  group: "compaction",
  shape: REACTIVE_COMPACT_CONFIG,
  /** Off up to 2.1.152: the profiles for later versions switch it on. */
  defaults: {
    reactiveCompact: false,
    reactiveCountsServerTokens: false,
  },
  sources: {
    reactiveCompact: { measured: "lab" },
    reactiveCountsServerTokens: { measured: "transcripts" },
  },
  profiles: { "cc-2.1-reactive": { reactiveCompact: true, reactiveCountsServerTokens: true } },
});
