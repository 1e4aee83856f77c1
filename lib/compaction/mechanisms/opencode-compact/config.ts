import { z } from "zod";
import { boundedNumber, constantSection } from "../config-fields";

/**
 * OpenCode's compaction (`opencode-ai`), as the conformance lab measured it on the real client
 * (1.18.33) and its bundled code states it (lib/conformance/opencode, its rows in lib/conformance/versions-matrix.json).
 */

/** `OUTPUT_TOKEN_MAX`: a model's output limit is capped here (its default, no env override). */
export const OPENCODE_OUTPUT_TOKEN_MAX = 32_000;
/** The reserve under a model's input limit when `compaction.reserved` is unset: min(this, max output). */
export const OPENCODE_RESERVED_CAP = 20_000;
/** The kept tail's budget, `compaction.preserve_recent_tokens` unset: a quarter of the usable context, within these. */
export const OPENCODE_TAIL_MIN_TOKENS = 2_000;
export const OPENCODE_TAIL_MAX_TOKENS = 15_000;
export const OPENCODE_TAIL_SHARE = 0.25;

/** OpenCode's compaction: the constants it reads. */
export const OPENCODE_COMPACT_CONFIG = {
  opencodeCompact: z
    .boolean()
    .describe(
      "OpenCode's compaction in place of Claude Code's (overflow rule, kept tail, summary)",
    ),
  opencodeMaxOutputTokens: boundedNumber(0, 10_000_000, "tokens").describe(
    "The model's output limit as OpenCode caps it (OUTPUT_TOKEN_MAX 32,000); without an input limit, usable = window - this",
  ),
  opencodeInputLimit: boundedNumber(0, 10_000_000, "tokens").describe(
    "The model's input limit (limit.input); 0: none, the window less the output limit is usable",
  ),
  opencodeReservedTokens: boundedNumber(0, 10_000_000, "tokens").describe(
    "compaction.reserved under an input limit; 0: min(20,000, the output limit)",
  ),
  opencodePreserveRecentTokens: boundedNumber(0, 10_000_000, "tokens").describe(
    "compaction.preserve_recent_tokens, the kept tail's budget; 0: a quarter of the usable context within 2,000 and 15,000",
  ),
};

export const OPENCODE_COMPACT_CONSTANTS = constantSection({
  group: "opencode",
  shape: OPENCODE_COMPACT_CONFIG,
  /** Off for the other harnesses' profiles; the OpenCode profile switches it on. */
  defaults: {
    opencodeCompact: false,
    opencodeMaxOutputTokens: OPENCODE_OUTPUT_TOKEN_MAX,
    opencodeInputLimit: 0,
    opencodeReservedTokens: 0,
    opencodePreserveRecentTokens: 0,
  },
  sources: {
    opencodeMaxOutputTokens: { measured: "lab" },
    opencodeInputLimit: { measured: "lab" },
    opencodeReservedTokens: { measured: "lab" },
    opencodePreserveRecentTokens: {
      publicSource: "packages/opencode/src/session/compaction.ts",
      publicRepository: "sst/opencode",
    },
  },
  profiles: {
    opencode: { opencodeCompact: true },
  },
});
