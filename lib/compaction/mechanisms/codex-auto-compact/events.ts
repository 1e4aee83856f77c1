import { COMPACTION_EVENT } from "../event-details";

/** Codex's automatic compaction: the same facts as every compaction, worded for Codex. */
export const CODEX_AUTO_COMPACT_EVENTS = {
  "codex-auto-compact": {
    ...COMPACTION_EVENT,
    describe: (d, f) => {
      const after = d.isAligned ? "after: the real next call" : "after: estimated";
      const kept = d.postCompact.find((item) => item.kind === "kept-messages")?.tokens ?? 0;
      const parts = [`Codex limit ${f.integer(d.threshold)}`, after];
      if (kept > 0) parts.push(`user messages kept ${f.tokens(kept)}`);
      return parts.join("; ");
    },
  } satisfies typeof COMPACTION_EVENT,
};
