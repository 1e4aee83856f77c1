import { COMPACTION_EVENT } from "../event-details";

/** Gemini CLI's compression: the same facts as every compaction, worded for Gemini CLI. */
export const GEMINI_COMPRESS_EVENTS = {
  "gemini-compress": {
    ...COMPACTION_EVENT,
    describe: (d, f) => {
      const after = d.isAligned ? "after: the real next call" : "after: estimated";
      const kept = d.postCompact.find((item) => item.kind === "kept-messages")?.tokens ?? 0;
      const parts = [`Gemini threshold ${f.integer(d.threshold)}`, after];
      if (kept > 0) parts.push(`history kept ${f.tokens(kept)}`);
      return parts.join("; ");
    },
  } satisfies typeof COMPACTION_EVENT,
};
