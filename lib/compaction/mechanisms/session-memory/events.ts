import { COMPACTION_EVENT } from "../event-details";
import type { EventKind } from "../types";

type RejectedDetail = { estimatedPostTokens: number; keptTokens: number; memoryTokens: number };

/** A session-memory compaction, or the one it refused because what it keeps is too large. */
export const SESSION_MEMORY_EVENTS = {
  "session-memory-compact": COMPACTION_EVENT,
  "session-memory-rejected": {
    family: "failure",
    matches: null,
    describe: (d, f) =>
      `post-compact estimate ${f.tokens(d.estimatedPostTokens)} too large (kept ${f.tokens(d.keptTokens)}, memory ${f.tokens(d.memoryTokens)})`,
  } satisfies EventKind<RejectedDetail>,
};
