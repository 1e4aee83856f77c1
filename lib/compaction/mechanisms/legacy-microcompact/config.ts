import { z } from "zod";
import { count, tokens, toolList, constantSection } from "../config-fields";

/** When legacy microcompact may run: every check, above the warning level, or only above the threshold. */
export const LEGACY_MICROCOMPACT_GATES = ["always", "warning", "autocompact"] as const;

export const MICROCOMPACT_KEEP_RECENT = 3; // seed 000, seed 002 (cD5), seed 004 (S97)
export const MICROCOMPACT_BUDGET_TOKENS = 40_000; // seed 000, seed 002 (dD5), seed 004 (P97)
export const MICROCOMPACT_MIN_SAVING_TOKENS = 20_000; // seed 000, seed 002 (mD5), seed 004 (T97)
export const COMPACTABLE_TOOLS = [
  "Read",
  "Bash",
  "Grep",
  "Glob",
  "WebSearch",
  "WebFetch",
  "Edit",
  "Write",
]; // seed 000, seed 004 (x97)

/**
 * The first version that no longer clears tool results this way: up to 2.1.68 a `-p` session
 * clears them silently above the warning level (2.1.22: 3 results at 148,750 of a 200K window,
 * warning level 147,000), 2.1.69 does not (conformance lab, scenario 2).
 */
export const LEGACY_MICROCOMPACT_UNTIL = "2.1.69";

/** Seed 002's microcompact: clear old tool results to a budget: the constants it reads. */
export const LEGACY_MICROCOMPACT_CONFIG = {
  legacyMicrocompact: z
    .boolean()
    .describe("Microcompact of 2.1.68 and before: clear old tool results to a budget"),
  legacyMicrocompactMainOnly: z
    .boolean()
    .describe(
      "Only the main thread clears (2.1.22 on: a 2.1.50 subagent compacted at 174,545 with 39,715 tokens of clearable results)",
    ),
  legacyMicrocompactGate: z
    .enum(LEGACY_MICROCOMPACT_GATES)
    .describe(
      "warning: above the warning level (as in 2.1.7); autocompact: as the first tier above the threshold (as in 1.0.x)",
    ),
  legacyMicrocompactGateCount: z
    .enum(["check", "usage"])
    .describe(
      "What the warning gate compares: the check's count, or the last usage alone (2.1.22 on: the lab's 2.1.63 left 8 results at 140,142 + 11,822 of a 147,000 warning level)",
    ),
  legacyMicrocompactFollowsRecording: z
    .boolean()
    .describe(
      "Take clearing as off for the session where the recording shows none at or after the replay's first (DISABLE_MICROCOMPACT, or up to 2.0.71 a remote experiment)",
    ),
  microcompactKeepRecent: count(10_000, "more results than a session holds").describe(
    "Results kept",
  ),
  microcompactBudgetTokens: tokens.describe("Tool-result budget"),
  microcompactMinSavingTokens: tokens.describe("Minimum saving"),
  compactableTools: toolList.describe("Tools whose results microcompact may clear"),
};

export const LEGACY_MICROCOMPACT_CONSTANTS = constantSection({
  group: "legacy-microcompact",
  shape: LEGACY_MICROCOMPACT_CONFIG,
  /** The values every profile starts from. */
  defaults: {
    legacyMicrocompact: true,
    legacyMicrocompactMainOnly: false,
    legacyMicrocompactGate: "warning",
    legacyMicrocompactGateCount: "check",
    legacyMicrocompactFollowsRecording: true,
    microcompactKeepRecent: MICROCOMPACT_KEEP_RECENT,
    microcompactBudgetTokens: MICROCOMPACT_BUDGET_TOKENS,
    microcompactMinSavingTokens: MICROCOMPACT_MIN_SAVING_TOKENS,
    compactableTools: [...COMPACTABLE_TOOLS],
  },
  sources: {
    legacyMicrocompact: { seeds: ["002"] },
    legacyMicrocompactMainOnly: { measured: "transcripts" },
    legacyMicrocompactGateCount: { measured: "lab" },
    legacyMicrocompactFollowsRecording: { measured: "transcripts" },
    legacyMicrocompactGate: { seeds: ["002", "004"] },
    microcompactKeepRecent: { seeds: ["000", "002", "004"] },
    microcompactBudgetTokens: { seeds: ["002", "004"] },
    microcompactMinSavingTokens: { seeds: ["002", "004"] },
    compactableTools: { seeds: ["000", "004"] },
  },
  profiles: {
    "cc-1.0-literal": { legacyMicrocompactGate: "autocompact" },
    // 2.1.21 to 2.1.68 clear 3 tool results silently at 148,750 (warning level 147,000: the
    // conformance lab); a session that clears writes a record or leaves a drop in the next
    // call's usage, and the replay follows it instead of clearing twice (usage-drop.ts).
    // Subagents do not clear: the 2.1.50 fixture's compacted at 174,545 with 39,715 clearable.
    "cc-2.1": { legacyMicrocompactMainOnly: true, legacyMicrocompactGateCount: "usage" },
    // The lab's 2.1.69 clears none up to 176,250.
    "cc-2.1-quiet": { legacyMicrocompact: false },
    codex: { legacyMicrocompact: false },
    gemini: { legacyMicrocompact: false },
  },
});
