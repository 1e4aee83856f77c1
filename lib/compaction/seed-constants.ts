/**
 * Every number the replay engine takes from the seeds (../shared/seeds), each named beside
 * the seed that states it. Profiles (profiles.ts) combine them; users override them one by
 * one (replay-config.ts). Where the seeds disagree, SPEC section 5 settles it and says so here.
 */

// Context windows and output reserve.
export const DEFAULT_CONTEXT_WINDOW = 200_000; // seed 000 ("200K token context window by default")
export const ONE_MILLION_CONTEXT_WINDOW = 1_000_000; // SPEC §5 (1M-context models), FORMAT §3 (249K, no compaction)
export const MAX_OUTPUT_TOKENS_DEFAULT = 32_000; // seed 000 (CLAUDE_CODE_MAX_OUTPUT_TOKENS default)
export const MAX_OUTPUT_TOKENS_MAX = 64_000; // seed 000 ("max is 64K")
/** Seed 003 writes max(maxOutputTokens, 20_000); its own 167K (and seed 001's 180K -> 167K) only fit min: SPEC §5. */
export const COMPACT_OUTPUT_RESERVE_CAP = 20_000; // seed 003 (summary output cap), SPEC §5

// Thresholds.
export const AUTOCOMPACT_BUFFER_TOKENS = 13_000; // seed 001, seed 002 (zQ0), seed 003, seed 004 (uL0)
export const WARNING_THRESHOLD_OFFSET = 20_000; // seed 002 (rD5), seed 004 (c97)
export const ERROR_THRESHOLD_OFFSET = 20_000; // seed 002 (oD5), seed 004 (p97)
export const BLOCKING_LIMIT_OFFSET = 3_000; // seed 004 (mL0)
export const PCT_OVERRIDE_MIN = 1; // seed 000, seed 004 (CLAUDE_AUTOCOMPACT_PCT_OVERRIDE "1-100", > 0)
export const PCT_OVERRIDE_MAX = 100; // seed 000, seed 004

// Token counting.
export const CHARS_PER_TOKEN = 4; // seed 002 (gG: Math.round(length / 4)), seed 003
export const TOKENS_PER_IMAGE = 2_000; // seed 002 (lI2), seed 003 (images and documents), seed 004 (_s2)
export const ESTIMATE_SAFETY_FACTOR = 4 / 3; // seed 002 (EQ0), seed 003 ("padded by 4/3"), seed 004 (FhA 1.3333)

// Legacy microcompact.
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

// Time-based and cached microcompact.
export const TIME_BASED_GAP_MINUTES = 60; // seed 003 (gapThresholdMinutes)
export const TIME_BASED_KEEP_RECENT = 5; // seed 003
export const CACHED_MICROCOMPACT_TRIGGER = 12; // seed 003 (triggerThreshold)
export const CACHED_MICROCOMPACT_KEEP_RECENT = 5; // seed 003 (keepRecent)

// API context management.
export const API_CLEAR_TRIGGER_TOKENS = 180_000; // seed 003
export const API_CLEAR_KEEP_TOKENS = 40_000; // seed 003 (target token budget)
/** Seed 003 names clear_at_least without a value: no minimum unless the user sets one. */
export const API_CLEAR_AT_LEAST_TOKENS = 0; // seed 003 (value not stated)
export const API_CLEARABLE_TOOLS = ["Read", "Bash", "Grep", "Glob", "WebFetch", "WebSearch"]; // seed 003
export const API_THINKING_IDLE_MINUTES = 60; // seed 003 ("idle for over an hour")

// Session memory.
export const SM_MIN_TOKENS = 10_000; // seed 004 (oF1.minTokens), seed 003
export const SM_MIN_TEXT_BLOCK_MESSAGES = 5; // seed 004 (oF1.minTextBlockMessages), seed 003
export const SM_MAX_TOKENS = 40_000; // seed 004 (oF1.maxTokens), seed 003
export const SM_FILE_MAX_TOKENS = 12_000; // seed 003 ("12,000 tokens total")
export const SM_SECTION_TOKENS = 2_000; // seed 003, seed 004 (Ls2)
export const SM_SECTIONS = 10; // seed 003, seed 004 (template w97: ten sections)
export const SM_INIT_TOKENS = 10_000; // seed 000 (minimumMessageTokensToInit)
export const SM_UPDATE_TOKENS = 5_000; // seed 000, seed 003 (minimumTokensBetweenUpdate)
export const SM_UPDATE_TOOL_CALLS = 3; // seed 000, seed 003 (toolCallsBetweenUpdates)

// Full compaction: post-compact restoration.
export const RESTORE_MAX_FILES = 5; // seed 000, seed 001, seed 002 (_D5), seed 004 (I97)
export const RESTORE_FILE_TOKENS = 5_000; // seed 001, seed 002 (yD5), seed 004 (W97)
export const RESTORE_TOTAL_FILE_TOKENS = 50_000; // seed 001, seed 002 (kD5), seed 004 (D97)
export const RESTORE_SKILL_TOKENS = 5_000; // seed 001, seed 003
export const RESTORE_TOTAL_SKILL_TOKENS = 25_000; // seed 001, seed 003
/** The summarization prompt: 5,145 characters in the 2.1.71 fork (FORMAT §6), / 4. */
export const SUMMARY_PROMPT_TOKENS = 1_286; // FORMAT §6, seed 000 (prompt text)
/** No seed gives a summary size: the 9 real summaries in fixtures/real run 1,735 to 6,042 tokens, mean 2,763. */
export const SUMMARY_TOKENS_FALLBACK = 3_000; // measured (fixtures/real), no seed

// Failures.
export const CIRCUIT_BREAKER_FAILURES = 3; // seed 001, seed 003
export const PTL_MAX_RETRIES = 3; // seed 003 (MAX_PTL_RETRIES)
export const PTL_FALLBACK_DROP_FRACTION = 0.2; // seed 003 (unparseable gap: drop 20% of groups)
export const PTL_RETRY_MARKER = "[earlier conversation truncated for compaction retry]"; // seed 003
