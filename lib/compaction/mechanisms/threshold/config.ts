import { z } from "zod";
import {
  tokens,
  window,
  constantSection,
  boundedNumber,
  LIST_LIMIT,
  wholeNumber,
} from "../config-fields";

/** How the pre-call check counts the context (SPEC §5 "token counting"). */
export const COUNTING_MODES = ["usage-only", "length/4", "length/4x4/3", "item-bytes/4"] as const;
export type CountingMode = (typeof COUNTING_MODES)[number];

export const DEFAULT_CONTEXT_WINDOW = 200_000; // seed 000 ("200K token context window by default")
export const ONE_MILLION_CONTEXT_WINDOW = 1_000_000; // SPEC §5 (1M-context models), FORMAT §3 (249K, no compaction)
export const MAX_OUTPUT_TOKENS_DEFAULT = 32_000; // seed 000 (CLAUDE_CODE_MAX_OUTPUT_TOKENS default)
export const MAX_OUTPUT_TOKENS_MAX = 64_000; // seed 000 ("max is 64K")
/** Seed 003 writes max(maxOutputTokens, 20_000); its own 167K (and seed 001's 180K -> 167K) only fit min: SPEC §5. */
export const COMPACT_OUTPUT_RESERVE_CAP = 20_000; // seed 003 (summary output cap), SPEC §5
export const AUTOCOMPACT_BUFFER_TOKENS = 13_000; // seed 001, seed 002 (zQ0), seed 003, seed 004 (uL0)
export const WARNING_THRESHOLD_OFFSET = 20_000; // seed 002 (rD5), seed 004 (c97)
export const ERROR_THRESHOLD_OFFSET = 20_000; // seed 002 (oD5), seed 004 (p97)
export const BLOCKING_LIMIT_OFFSET = 3_000; // seed 004 (mL0)
export const PCT_OVERRIDE_MIN = 1; // seed 000, seed 004 (CLAUDE_AUTOCOMPACT_PCT_OVERRIDE "1-100", > 0)
export const PCT_OVERRIDE_MAX = 100; // seed 000, seed 004
/** The first version that reads CLAUDE_AUTOCOMPACT_PCT_OVERRIDE (conformance lab: 2.0.19 ignores it, 2.0.20 reads it). */
export const PCT_OVERRIDE_SINCE = "2.0.20"; // lib/conformance/versions-matrix.json
/** The first version that reads DISABLE_AUTO_COMPACT (conformance lab: 2.0.76 compacts at 155,000 under it, 2.0.77 never). */
export const DISABLE_AUTO_COMPACT_SINCE = "2.0.77"; // lib/conformance/versions-matrix.json
export const CHARS_PER_TOKEN = 4; // seed 002 (gG: Math.round(length / 4)), seed 003
export const TOKENS_PER_IMAGE = 2_000; // seed 002 (lI2), seed 003 (images and documents), seed 004 (_s2)
export const ESTIMATE_SAFETY_FACTOR = 4 / 3; // seed 002 (EQ0), seed 003 ("padded by 4/3"), seed 004 (FhA 1.3333)

/** The autocompact threshold and the count at the check (seeds 000-004, SPEC §5): the constants it reads. */
export const THRESHOLD_WINDOW_CONFIG = {
  contextWindow: window
    .nullable()
    .describe("Window in tokens; empty: the model table's window for the session's model"),
  modelWindows: z
    .record(z.string().min(1).max(200), window)
    .refine((rows) => Object.keys(rows).length <= LIST_LIMIT, `at most ${LIST_LIMIT} rows`)
    .describe(
      "Extra model table rows: model-name substring -> window (custom, server-tuned windows)",
    ),
  maxOutputTokens: wholeNumber(1_000_000, "more output than a 1M window holds", 1).describe(
    "CLAUDE_CODE_MAX_OUTPUT_TOKENS",
  ),
  reserveOutputTokens: z.boolean().describe("Subtract the output reserve from the window"),
  outputReserveCap: tokens.nullable().describe("Cap on the output reserve: 20,000 from 2.1.21"),
  autocompactBufferTokens: tokens.describe("Autocompact buffer below the effective window"),
  warningOffsetTokens: tokens.describe("Warning level below the limit"),
  errorOffsetTokens: tokens.describe("Error level below the limit"),
  blockingOffsetTokens: tokens.describe("Blocking limit below the effective window"),
  autocompactPctOverride: boundedNumber(1, 100, "a percentage of the available window")
    .nullable()
    .describe("CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: floor(available x pct/100), capped at the default"),
  disableAutoCompact: z.boolean().describe("DISABLE_AUTO_COMPACT"),
  disableCompact: z.boolean().describe("DISABLE_COMPACT: no auto, no manual"),
  disableMicrocompact: z.boolean().describe("DISABLE_MICROCOMPACT"),
  recursionGuard: z.boolean().describe("No autocompact in compact/session_memory query sources"),
};

/** How the check counts (SPEC §5 "token counting"): the constants it reads. */
export const COUNTING_CONFIG = {
  countingMode: z
    .enum(COUNTING_MODES)
    .describe(
      "Usage alone (up to 2.0.x) or plus estimates (2.1.x; Codex: each item it added, compact JSON bytes / 4)",
    ),
  countingAnchor: z
    .enum(["first", "last", "last-before-prompt"])
    .describe(
      "Estimate after the first record of the last message.id, or after its last (Codex: its last, without the new turn's prompt)",
    ),
  charsPerToken: boundedNumber(0.5, 50, "text runs 1 to 6 characters a token").describe(
    "Estimate divisor: characters a token (from 2.1.140 the model's: 4 up to Claude 4.6, 3 for newer and other models)",
  ),
  tokensPerImage: wholeNumber(100_000, "an image costs a few thousand tokens").describe(
    "Images and documents",
  ),
  estimatePadFactor: boundedNumber(0.5, 4, "a pad, not a rewrite (the documents use 4/3)").describe(
    "Pad of the length/4x4/3 mode",
  ),
};

export const THRESHOLD_WINDOW_CONSTANTS = constantSection({
  group: "thresholds",
  shape: THRESHOLD_WINDOW_CONFIG,
  /** The values every profile starts from. */
  defaults: {
    contextWindow: null,
    modelWindows: {},
    maxOutputTokens: MAX_OUTPUT_TOKENS_DEFAULT,
    reserveOutputTokens: true,
    outputReserveCap: null,
    autocompactBufferTokens: AUTOCOMPACT_BUFFER_TOKENS,
    warningOffsetTokens: WARNING_THRESHOLD_OFFSET,
    errorOffsetTokens: ERROR_THRESHOLD_OFFSET,
    blockingOffsetTokens: BLOCKING_LIMIT_OFFSET,
    autocompactPctOverride: null,
    disableAutoCompact: false,
    disableCompact: false,
    disableMicrocompact: false,
    recursionGuard: true,
  },
  sources: {
    contextWindow: { fromTranscriptWhenNull: "model table" },
    maxOutputTokens: { seeds: ["000"] },
    reserveOutputTokens: { seeds: ["000", "003", "004"] },
    outputReserveCap: { seeds: ["003"] },
    autocompactBufferTokens: { seeds: ["001–004"] },
    warningOffsetTokens: { seeds: ["002", "004"] },
    errorOffsetTokens: { seeds: ["002", "004"] },
    blockingOffsetTokens: { seeds: ["004"] },
    autocompactPctOverride: { seeds: ["000", "004"] },
    disableAutoCompact: { seeds: ["000", "004"] },
    disableCompact: { seeds: ["000", "002", "004"] },
    disableMicrocompact: { seeds: ["000"] },
    recursionGuard: { seeds: ["003"] },
  },
  profiles: {
    "cc-1.0-literal": { reserveOutputTokens: false },
    // 0.36.0 and 0.39.0 never compact by themselves in `codex exec` (conformance lab).
    "codex-no-auto": { disableAutoCompact: true },
    "cc-2.1": { outputReserveCap: COMPACT_OUTPUT_RESERVE_CAP },
  },
});

export const COUNTING_CONSTANTS = constantSection({
  group: "counting",
  shape: COUNTING_CONFIG,
  /** The values every profile starts from. */
  defaults: {
    countingMode: "usage-only",
    countingAnchor: "first",
    charsPerToken: CHARS_PER_TOKEN,
    tokensPerImage: TOKENS_PER_IMAGE,
    estimatePadFactor: ESTIMATE_SAFETY_FACTOR,
  },
  sources: {
    countingAnchor: { seeds: ["003"] },
    charsPerToken: { seeds: ["002"] },
    tokensPerImage: { seeds: ["002", "003"] },
    estimatePadFactor: { seeds: ["002", "003", "004"] },
  },
  profiles: {
    "cc-2.1-early": { countingMode: "length/4", countingAnchor: "last" },
    "cc-2.1": { countingMode: "length/4", countingAnchor: "first" },
    // Codex: the last response's total_tokens plus ceil(bytes / 4) of each item's compact JSON
    // after the last one the model produced (get_total_token_usage in codex-rs/core's context
    // manager; lab, 0.100.0: exact to the token on the context exec resume re-appends); before
    // a new turn the prompt is not in the history yet (conformance lab, 0.169.0).
    codex: { countingMode: "item-bytes/4", countingAnchor: "last-before-prompt" },
    // Gemini CLI: the last response's promptTokenCount alone (chatCompressionService).
    gemini: { countingMode: "usage-only" },
    // OpenCode: the last assistant message's token total alone (isOverflow; lab, 1.18.33).
    opencode: { countingMode: "usage-only" },
    // Up to 0.65.0 the check follows the response that crossed, in the same turn: its total
    // alone (conformance lab, 0.45.0 to 0.65.0); to 0.98.0 before the next turn, still alone.
    "codex-same-turn": { countingMode: "usage-only" },
  },
});
