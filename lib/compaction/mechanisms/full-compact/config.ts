import { z } from "zod";
import { count, tokens, constantSection } from "../config-fields";

export const RESTORE_MAX_FILES = 5; // seed 000, seed 001, seed 002 (_D5), seed 004 (I97)
export const RESTORE_FILE_TOKENS = 5_000; // seed 001, seed 002 (yD5), seed 004 (W97)
export const RESTORE_TOTAL_FILE_TOKENS = 50_000; // seed 001, seed 002 (kD5), seed 004 (D97)
export const RESTORE_SKILL_TOKENS = 5_000; // seed 001, seed 003
export const RESTORE_TOTAL_SKILL_TOKENS = 25_000; // seed 001, seed 003
/** The summarization prompt: 5,145 characters in the 2.1.71 fork (FORMAT §6), / 4. */
export const SUMMARY_PROMPT_TOKENS = 1_286; // FORMAT §6, seed 000 (prompt text)
/** No seed gives a summary size: the 9 real summaries in fixtures/real run 1,735 to 6,042 tokens, mean 2,763. */
export const SUMMARY_TOKENS_FALLBACK = 3_000; // measured (fixtures/real), no seed

/** Full compaction: the summary and what is restored after it (seeds 000-004): the constants it reads. */
export const FULL_COMPACT_CONFIG = {
  summaryTokens: tokens
    .nullable()
    .describe("Summary size; null: the recorded one, else the transcript's mean"),
  summaryPromptTokens: tokens.describe(
    "The summarization prompt added to the request (its size in the requests Claude Code 2.1.7x saved)",
  ),
  restoreMaxFiles: count(1_000, "Claude Code restores 5").describe(
    "Files restored after compaction",
  ),
  restoreFileTokens: tokens.describe("Per restored file"),
  restoreTotalFileTokens: tokens.describe("All restored files"),
  restoreTodos: z.boolean().describe("Restore the todo list"),
  restorePlan: z.boolean().describe("Restore the plan"),
  restoreSkills: z.boolean().describe("Restore invoked skills"),
  restoreSkillTokens: tokens.describe("Per skill"),
  restoreTotalSkillTokens: tokens.describe("All skills"),
  baseOverheadTokens: tokens
    .nullable()
    .describe("System prompt and tools; null: measured from the first call"),
};

export const FULL_COMPACT_CONSTANTS = constantSection({
  group: "compaction",
  shape: FULL_COMPACT_CONFIG,
  /** The values every profile starts from. */
  defaults: {
    summaryTokens: null,
    summaryPromptTokens: SUMMARY_PROMPT_TOKENS,
    restoreMaxFiles: RESTORE_MAX_FILES,
    restoreFileTokens: RESTORE_FILE_TOKENS,
    restoreTotalFileTokens: RESTORE_TOTAL_FILE_TOKENS,
    restoreTodos: true,
    restorePlan: true,
    restoreSkills: true,
    restoreSkillTokens: RESTORE_SKILL_TOKENS,
    restoreTotalSkillTokens: RESTORE_TOTAL_SKILL_TOKENS,
    baseOverheadTokens: null,
  },
  sources: {
    summaryTokens: { fromTranscriptWhenNull: "recorded summaries" },
    restoreMaxFiles: { seeds: ["000–004"] },
    restoreFileTokens: { seeds: ["001", "002", "004"] },
    restoreTotalFileTokens: { seeds: ["001", "002", "004"] },
    restoreTodos: { seeds: ["000", "002"] },
    restorePlan: { seeds: ["000", "002"] },
    restoreSkills: { seeds: ["001", "003", "004"] },
    restoreSkillTokens: { seeds: ["001", "003"] },
    restoreTotalSkillTokens: { seeds: ["001", "003"] },
    baseOverheadTokens: { fromTranscriptWhenNull: "first call" },
  },
  profiles: { "cc-1.0-literal": { restoreSkills: false } },
});
