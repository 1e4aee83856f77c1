import { z } from "zod";
import {
  boundedNumber,
  idleMinutes,
  LIST_LIMIT,
  MAX_WINDOW_TOKENS,
  toolNames,
  wholeNumber,
} from "./constant-bounds";

/** How the pre-call check counts the context (SPEC §5 "token counting"). */
export const COUNTING_MODES = ["usage-only", "length/4", "length/4x4/3"] as const;
export type CountingMode = (typeof COUNTING_MODES)[number];

/** When legacy microcompact may run: every check, above the warning level, or only above the threshold. */
export const LEGACY_MICROCOMPACT_GATES = ["always", "warning", "autocompact"] as const;

const LARGEST_WINDOW = "no model has a larger window";
const tokens = wholeNumber(MAX_WINDOW_TOKENS, LARGEST_WINDOW);
const window = wholeNumber(MAX_WINDOW_TOKENS, LARGEST_WINDOW, 1_000);
const count = wholeNumber;
const toolList = toolNames();
const callIndex = wholeNumber(MAX_WINDOW_TOKENS, "no transcript has more calls");

const manualCompactionSchema = z.strictObject({
  atCall: callIndex,
  direction: z.enum(["full", "from", "up_to"]).default("full"),
  /** Partial compaction pivot (a call index since the last compaction); ignored for "full". */
  pivotCall: callIndex.optional(),
});
export type ManualCompaction = z.infer<typeof manualCompactionSchema>;

/**
 * Every constant a replay uses. A profile gives each a value; a request may override any of
 * them one by one. Descriptions name the seed that is the source of the default.
 */
export const replayConfigSchema = z.strictObject({
  contextWindow: window.nullable().describe("Window in tokens; null: model table (SPEC §5)"),
  modelWindows: z
    .record(z.string().min(1).max(200), window)
    .refine((rows) => Object.keys(rows).length <= LIST_LIMIT, `at most ${LIST_LIMIT} rows`)
    .describe(
      "Extra model table rows: model-name substring -> window (custom, server-tuned windows)",
    ),
  maxOutputTokens: wholeNumber(1_000_000, "more output than a 1M window holds", 1).describe(
    "CLAUDE_CODE_MAX_OUTPUT_TOKENS (seed 000)",
  ),
  reserveOutputTokens: z
    .boolean()
    .describe("Subtract the output reserve from the window (seeds 000, 003, 004)"),
  outputReserveCap: tokens
    .nullable()
    .describe("Cap on the output reserve: 20,000 from 2.1.22 (seed 003, SPEC §5)"),
  autocompactBufferTokens: tokens.describe(
    "Autocompact buffer below the effective window (seeds 001-004)",
  ),
  warningOffsetTokens: tokens.describe("Warning level below the limit (seed 002, seed 004)"),
  errorOffsetTokens: tokens.describe("Error level below the limit (seed 002, seed 004)"),
  blockingOffsetTokens: tokens.describe("Blocking limit below the effective window (seed 004)"),
  autocompactPctOverride: boundedNumber(1, 100, "a percentage of the available window")
    .nullable()
    .describe(
      "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: floor(available x pct/100), capped at the default (seeds 000, 004)",
    ),
  disableAutoCompact: z.boolean().describe("DISABLE_AUTO_COMPACT (seeds 000, 004)"),
  disableCompact: z.boolean().describe("DISABLE_COMPACT: no auto, no manual (seeds 000, 002, 004)"),
  disableMicrocompact: z.boolean().describe("DISABLE_MICROCOMPACT (seed 000)"),
  recursionGuard: z
    .boolean()
    .describe("No autocompact in compact/session_memory query sources (seed 003)"),

  countingMode: z
    .enum(COUNTING_MODES)
    .describe("Usage alone (<= 2.0.x) or plus estimates (>= 2.1.x) (SPEC §5)"),
  countingAnchor: z
    .enum(["first", "last"])
    .describe("Estimate after the first record of the last message.id (seed 003) or its last"),
  charsPerToken: boundedNumber(0.5, 50, "text runs 1 to 6 characters a token").describe(
    "Estimate divisor (seed 002 gG)",
  ),
  tokensPerImage: wholeNumber(100_000, "an image costs a few thousand tokens").describe(
    "Images and documents (seed 002, seed 003)",
  ),
  estimatePadFactor: boundedNumber(0.5, 4, "a pad, not a rewrite (the seeds use 4/3)").describe(
    "Pad of the length/4x4/3 mode (seeds 002, 003, 004)",
  ),

  legacyMicrocompact: z
    .boolean()
    .describe("Seed 002's microcompact (clear old tool results to a budget)"),
  legacyMicrocompactGate: z
    .enum(LEGACY_MICROCOMPACT_GATES)
    .describe("warning: seed 004; autocompact: seed 002 tier 1"),
  microcompactKeepRecent: count(10_000, "more results than a session holds").describe(
    "Results kept (seeds 000, 002, 004)",
  ),
  microcompactBudgetTokens: tokens.describe("Tool-result budget (seed 002, seed 004)"),
  microcompactMinSavingTokens: tokens.describe("Minimum saving (seed 002, seed 004)"),
  compactableTools: toolList.describe(
    "Tools whose results microcompact may clear (seed 000, seed 004)",
  ),
  timeBasedMicrocompact: z.boolean().describe("Clear old results after an idle gap (seed 003)"),
  timeBasedGapMinutes: idleMinutes().describe("Idle gap (seed 003)"),
  timeBasedKeepRecent: count(10_000, "more results than a session holds").describe(
    "Results kept (seed 003)",
  ),
  cachedMicrocompact: z.boolean().describe("Delete old results through cache edits (seed 003)"),
  cachedMicrocompactTrigger: count(10_000, "more results than a session holds", 1).describe(
    "Active results that trigger it (seed 003)",
  ),
  cachedMicrocompactKeepRecent: count(10_000, "more results than a session holds").describe(
    "Results kept (seed 003)",
  ),
  apiContextManagement: z
    .boolean()
    .describe("Server-side tool-result and thinking clearing (seed 003)"),
  apiClearTriggerTokens: tokens.describe("Input tokens that trigger clearing (seed 003)"),
  apiClearKeepTokens: tokens.describe("Tool-result tokens kept (seed 003)"),
  apiClearAtLeastTokens: tokens.describe("clear_at_least (seed 003 gives no value)"),
  apiClearTools: toolList.describe("Tools whose results the API clears (seed 003)"),
  apiThinkingIdleMinutes: idleMinutes().describe(
    "Idle time after which old thinking is cleared (seed 003)",
  ),

  sessionMemoryCompact: z
    .boolean()
    .describe("Try session-memory compaction first (seeds 003, 004)"),
  smMinTokens: tokens.describe("Keep window minimum tokens (seed 004)"),
  smMinTextBlockMessages: count(10_000, "more messages than a keep window holds").describe(
    "Keep window minimum text messages (seed 004)",
  ),
  smMaxTokens: tokens.describe("Keep window maximum tokens (seed 004)"),
  smMemoryFileTokens: tokens.describe(
    "Assumed memory file size: transcripts lack the file (SPEC §5)",
  ),
  smFileMaxTokens: tokens.describe("Memory file cap (seed 003)"),
  smSectionTokens: tokens.describe("Per-section cap (seeds 003, 004)"),
  smSections: count(100, "the template has 6 to 10", 1).describe(
    "Template sections (seeds 003, 004)",
  ),
  smInitTokens: tokens.describe("Tokens before the first extraction (seed 000)"),
  smUpdateTokens: tokens.describe("Growth between extractions (seeds 000, 003)"),
  smUpdateToolCalls: count(10_000, "more tool calls than a session holds").describe(
    "Tool calls between extractions (seeds 000, 003)",
  ),

  summaryTokens: tokens
    .nullable()
    .describe("Summary size; null: the recorded one, else the transcript's mean"),
  summaryPromptTokens: tokens.describe("The summarization prompt added to the request (FORMAT §6)"),
  restoreMaxFiles: count(1_000, "Claude Code restores 5").describe(
    "Files restored after compaction (seeds 000-004)",
  ),
  restoreFileTokens: tokens.describe("Per restored file (seeds 001, 002, 004)"),
  restoreTotalFileTokens: tokens.describe("All restored files (seeds 001, 002, 004)"),
  restoreTodos: z.boolean().describe("Restore the todo list (seeds 000, 002)"),
  restorePlan: z.boolean().describe("Restore the plan (seeds 000, 002)"),
  restoreSkills: z.boolean().describe("Restore invoked skills (seeds 001, 003, 004)"),
  restoreSkillTokens: tokens.describe("Per skill (seeds 001, 003)"),
  restoreTotalSkillTokens: tokens.describe("All skills (seeds 001, 003)"),
  baseOverheadTokens: tokens
    .nullable()
    .describe("System prompt and tools; null: measured from the first call"),
  replayRecordedManual: z
    .boolean()
    .describe("Replay recorded manual and unknown-trigger compactions where they happened"),
  manualCompactions: z
    .array(manualCompactionSchema)
    .max(LIST_LIMIT, `at most ${LIST_LIMIT} compactions`)
    .describe("Extra manual compactions (full, from, up_to)"),

  circuitBreakerFailures: count(100, "Claude Code stops after 3", 1).describe(
    "Consecutive failures that stop autocompact (seeds 001, 003)",
  ),
  ptlMaxRetries: count(100, "Claude Code retries 3 times").describe(
    "Prompt-too-long retries (seed 003)",
  ),
  ptlFallbackDropFraction: boundedNumber(0, 1, "a fraction of the API-round groups").describe(
    "Groups dropped when the gap is unparseable (seed 003)",
  ),
  ptlGapParseable: z.boolean().describe("Whether the API's error states the token gap (seed 003)"),
  injectedCompactFailures: count(10_000, "more attempts than a session makes").describe(
    "Make the first N compaction attempts fail (to see the circuit breaker)",
  ),
});

export type ReplayConfig = z.infer<typeof replayConfigSchema>;
export type ConstantName = keyof ReplayConfig;
export const CONSTANT_NAMES = Object.keys(replayConfigSchema.shape) as ConstantName[];

/** A constant's description, for the constants panel. */
export function describeConstant(name: ConstantName): string {
  return replayConfigSchema.shape[name].description ?? "";
}
