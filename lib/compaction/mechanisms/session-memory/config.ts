import { z } from "zod";
import { count, tokens, constantSection } from "../config-fields";

export const SM_MIN_TOKENS = 10_000; // seed 004 (oF1.minTokens), seed 003
export const SM_MIN_TEXT_BLOCK_MESSAGES = 5; // seed 004 (oF1.minTextBlockMessages), seed 003
export const SM_MAX_TOKENS = 40_000; // seed 004 (oF1.maxTokens), seed 003
export const SM_FILE_MAX_TOKENS = 12_000; // seed 003 ("12,000 tokens total")
export const SM_SECTION_TOKENS = 2_000; // seed 003, seed 004 (Ls2)
export const SM_SECTIONS = 10; // seed 003, seed 004 (template w97: ten sections)
export const SM_INIT_TOKENS = 10_000; // seed 000 (minimumMessageTokensToInit)
export const SM_UPDATE_TOKENS = 5_000; // seed 000, seed 003 (minimumTokensBetweenUpdate)
export const SM_UPDATE_TOOL_CALLS = 3; // seed 000, seed 003 (toolCallsBetweenUpdates)

/** Session-memory compaction, tried before a full one (seeds 003, 004): the constants it reads. */
export const SESSION_MEMORY_CONFIG = {
  sessionMemoryCompact: z.boolean().describe("Try session-memory compaction first"),
  smMinTokens: tokens.describe("Keep window minimum tokens"),
  smMinTextBlockMessages: count(10_000, "more messages than a keep window holds").describe(
    "Keep window minimum text messages",
  ),
  smMaxTokens: tokens.describe("Keep window maximum tokens"),
  smMemoryFileTokens: tokens.describe("Assumed memory file size: transcripts do not hold the file"),
  smFileMaxTokens: tokens.describe("Memory file cap"),
  smSectionTokens: tokens.describe("Per-section cap"),
  smSections: count(100, "the template has 6 to 10", 1).describe("Template sections"),
  smInitTokens: tokens.describe("Tokens before the first extraction"),
  smUpdateTokens: tokens.describe("Growth between extractions"),
  smUpdateToolCalls: count(10_000, "more tool calls than a session holds").describe(
    "Tool calls between extractions",
  ),
};

export const SESSION_MEMORY_CONSTANTS = constantSection({
  group: "session-memory",
  shape: SESSION_MEMORY_CONFIG,
  /** The values every profile starts from. */
  defaults: {
    sessionMemoryCompact: false,
    smMinTokens: SM_MIN_TOKENS,
    smMinTextBlockMessages: SM_MIN_TEXT_BLOCK_MESSAGES,
    smMaxTokens: SM_MAX_TOKENS,
    smMemoryFileTokens: SM_FILE_MAX_TOKENS,
    smFileMaxTokens: SM_FILE_MAX_TOKENS,
    smSectionTokens: SM_SECTION_TOKENS,
    smSections: SM_SECTIONS,
    smInitTokens: SM_INIT_TOKENS,
    smUpdateTokens: SM_UPDATE_TOKENS,
    smUpdateToolCalls: SM_UPDATE_TOOL_CALLS,
  },
  sources: {
    sessionMemoryCompact: { seeds: ["003", "004"] },
    smMinTokens: { seeds: ["004"] },
    smMinTextBlockMessages: { seeds: ["004"] },
    smMaxTokens: { seeds: ["004"] },
    smFileMaxTokens: { seeds: ["003"] },
    smSectionTokens: { seeds: ["003", "004"] },
    smSections: { seeds: ["003", "004"] },
    smInitTokens: { seeds: ["000"] },
    smUpdateTokens: { seeds: ["000", "003"] },
    smUpdateToolCalls: { seeds: ["000", "003"] },
  },
});
