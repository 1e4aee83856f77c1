import type { ClearedToolResult } from "../../replay/compaction-facts";
import { LOCAL_TOOL_CLEARING_EVENT, type ToolClearingDetail } from "../event-details";
import type { EventKind } from "../types";

/** A prune: OpenCode's count of what it cleared (its estimates) and the outputs, oldest first. */
export type OpenCodePruneDetail = ToolClearingDetail & {
  prunedTokens: number;
  clearedResults: ClearedToolResult[];
};

export const OPENCODE_PRUNE_EVENTS = {
  "opencode-prune": {
    ...LOCAL_TOOL_CLEARING_EVENT,
    describe: (d, f) =>
      `pruned ${f.integer(d.cleared)} tool ${d.cleared === 1 ? "output" : "outputs"}, ` +
      `${f.tokens(d.prunedTokens)} tokens, of ${f.tokens(d.toolResultTokens)} counted`,
  } satisfies EventKind<OpenCodePruneDetail>,
};
