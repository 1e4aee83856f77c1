import type { EventKind } from "../types";

/** A compaction fork's own transcript: autocompact never runs inside it (seed 003). */
export const THRESHOLD_EVENTS = {
  "recursion-guard": {
    family: "failure",
    matches: null,
    describe: (d) => `no autocompact inside a compaction fork (${d.source})`,
  } satisfies EventKind<{ source: string }>,
};
