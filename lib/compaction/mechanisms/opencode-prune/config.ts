import { z } from "zod";
import { boundedNumber, constantSection, toolList } from "../config-fields";

/**
 * OpenCode's prune (`SessionCompaction.prune`): after a prompt's loop ends, the outputs of old
 * tool calls are marked cleared and sent as "[Old tool result content cleared]" from then on.
 * The constants as the client's code states them and the conformance lab measured them to the
 * token on 1.18.33 (lib/conformance/opencode, its rows in lib/conformance/versions-matrix.json).
 */

/** PRUNE_PROTECT: the newest outputs' estimates kept, the one that crosses it cleared whole. */
export const OPENCODE_PRUNE_PROTECT_TOKENS = 40_000;
/** PRUNE_MINIMUM: prune clears only when the outputs beyond the protected ones exceed it. */
export const OPENCODE_PRUNE_MINIMUM_TOKENS = 20_000;
/** The walk back starts this many user messages from the end (the last two turns are skipped). */
export const OPENCODE_PRUNE_SKIPPED_TURNS = 2;
/** PRUNE_PROTECTED_TOOLS: outputs never cleared (nor counted). */
export const OPENCODE_PRUNE_PROTECTED_TOOLS = ["skill"] as const;

export const OPENCODE_PRUNE_CONFIG = {
  opencodePrune: z
    .boolean()
    .describe(
      "OpenCode's prune after each prompt (compaction.prune): on by default up to 1.3.2, opt-in by 1.14.34; a lone `opencode run` exits before it runs",
    ),
  opencodePruneProtectTokens: boundedNumber(0, 10_000_000, "tokens").describe(
    "PRUNE_PROTECT: the newest tool outputs kept, by round(characters / 4); the output that crosses it is cleared whole",
  ),
  opencodePruneMinimumTokens: boundedNumber(0, 10_000_000, "tokens").describe(
    "PRUNE_MINIMUM: outputs beyond the protected ones are cleared only when they add up to more",
  ),
  opencodePruneSkippedTurns: boundedNumber(0, 1_000, "user messages").describe(
    "The walk back skips everything up to this many user messages from the end (the last two turns)",
  ),
  opencodePruneProtectedTools: toolList.describe(
    "PRUNE_PROTECTED_TOOLS: tools whose outputs prune neither counts nor clears",
  ),
};

export const OPENCODE_PRUNE_CONSTANTS = constantSection({
  group: "opencode",
  shape: OPENCODE_PRUNE_CONFIG,
  /** Off for every profile but OpenCode's up to 1.3.2 (on by default there). */
  defaults: {
    opencodePrune: false,
    opencodePruneProtectTokens: OPENCODE_PRUNE_PROTECT_TOKENS,
    opencodePruneMinimumTokens: OPENCODE_PRUNE_MINIMUM_TOKENS,
    opencodePruneSkippedTurns: OPENCODE_PRUNE_SKIPPED_TURNS,
    opencodePruneProtectedTools: [...OPENCODE_PRUNE_PROTECTED_TOOLS],
  },
  sources: {
    opencodePrune: { measured: "lab" },
    opencodePruneProtectTokens: { measured: "lab" },
    opencodePruneMinimumTokens: { measured: "lab" },
    opencodePruneSkippedTurns: { measured: "lab" },
    opencodePruneProtectedTools: {
      publicSource: "packages/opencode/src/session/compaction.ts",
      publicRepository: "sst/opencode",
    },
  },
  profiles: {
    "opencode-prune": { opencodePrune: true },
  },
});
