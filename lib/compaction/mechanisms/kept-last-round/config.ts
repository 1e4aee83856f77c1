import { z } from "zod";
import { constantSection } from "../config-fields";

/**
 * The first version keeping the last round out of the summary: 2.1.153's summarization request
 * holds only the rounds before the last (3 messages where the engine sent 9), and it never
 * autocompacts a one-round session; 2.1.112 compacts one (conformance lab).
 */
export const KEPT_LAST_ROUND_SINCE = "2.1.153";

/** The first version that compacts a lone round whole at the blocking limit (conformance lab). */
export const LONE_ROUND_AT_BLOCKING_LIMIT_SINCE = "2.1.269"; // 2.1.268 leaves a one-round session at 178,000 as it is

/**
 * Whether a compaction keeps the last round: a version that does, outside a remote session. The
 * client keeps it on the route a proactive compaction takes outside one; a remote session
 * (CLAUDE_CODE_REMOTE) compacts by the older route, summarising the last round with the rest:
 * the conformance lab saw 2.1.153 and 2.1.165 compact a one-round session there.
 */
export function keepsLastRound(config: {
  keepLastRound: boolean;
  remoteSession: boolean;
}): boolean {
  return config.keepLastRound && !config.remoteSession;
}

/**
 * Where a lone round is compacted whole: the blocking limit, on a version that keeps the last
 * round and compacts a lone one there (LONE_ROUND_AT_BLOCKING_LIMIT_SINCE); null elsewhere.
 */
export function loneRoundCompactsAt(
  config: { keepLastRound: boolean; remoteSession: boolean; loneRoundAtBlockingLimit: boolean },
  blockingLimit: number,
): number | null {
  return keepsLastRound(config) && config.loneRoundAtBlockingLimit ? blockingLimit : null;
}

/** The kept last round: the constants it reads. */
export const KEPT_LAST_ROUND_CONFIG = {
  keepLastRound: z
    .boolean()
    .describe(
      "Keep the last API round out of the summary, verbatim after it; a lone round is not autocompacted (from 2.1.153, seen as preservedSegment in real transcripts)",
    ),
  loneRoundAtBlockingLimit: z
    .boolean()
    .describe(
      "A lone round is autocompacted whole once the count reaches the blocking limit (from 2.1.269)",
    ),
};

export const KEPT_LAST_ROUND_CONSTANTS = constantSection({
  group: "compaction",
  shape: KEPT_LAST_ROUND_CONFIG,
  /** Off up to 2.1.152: the profiles for later versions switch it on. */
  defaults: {
    keepLastRound: false,
    loneRoundAtBlockingLimit: false,
  },
  sources: { keepLastRound: { measured: "lab" }, loneRoundAtBlockingLimit: { measured: "lab" } },
  profiles: {
    "cc-2.1-auto-window": { keepLastRound: true },
    "cc-2.1-lone-round": { loneRoundAtBlockingLimit: true },
  },
});
