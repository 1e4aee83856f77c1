import { COMPACTION_EVENT } from "../event-details";

/** OpenCode's compaction: the same facts as every compaction, worded for OpenCode. */
export const OPENCODE_COMPACT_EVENTS = {
  "opencode-compact": {
    ...COMPACTION_EVENT,
    describe: (d, f) => {
      const after = d.isAligned ? "after: the real next call" : "after: estimated";
      const kept = d.postCompact.find((item) => item.kind === "kept-messages")?.tokens ?? 0;
      const parts = [`OpenCode usable context ${f.integer(d.threshold)}`, after];
      if (kept > 0) parts.push(`tail kept ${f.tokens(kept)}`);
      return parts.join("; ");
    },
  } satisfies typeof COMPACTION_EVENT,
};
