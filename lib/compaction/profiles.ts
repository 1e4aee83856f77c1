import type { ReplayConfig } from "./replay-config";
import * as S from "./seed-constants";

export const PROFILE_IDS = ["cc-1.0-literal", "cc-2.0", "cc-2.1-early", "cc-2.1"] as const;
export type ProfileId = (typeof PROFILE_IDS)[number];

export type Profile = { id: ProfileId; description: string; values: ReplayConfig };

/** What every profile shares: the seeds agree on these. */
const BASE: ReplayConfig = {
  contextWindow: null,
  modelWindows: {},
  maxOutputTokens: S.MAX_OUTPUT_TOKENS_DEFAULT,
  reserveOutputTokens: true,
  outputReserveCap: null,
  autocompactBufferTokens: S.AUTOCOMPACT_BUFFER_TOKENS,
  warningOffsetTokens: S.WARNING_THRESHOLD_OFFSET,
  errorOffsetTokens: S.ERROR_THRESHOLD_OFFSET,
  blockingOffsetTokens: S.BLOCKING_LIMIT_OFFSET,
  autocompactPctOverride: null,
  disableAutoCompact: false,
  disableCompact: false,
  disableMicrocompact: false,
  recursionGuard: true,
  countingMode: "usage-only",
  countingAnchor: "first",
  charsPerToken: S.CHARS_PER_TOKEN,
  tokensPerImage: S.TOKENS_PER_IMAGE,
  estimatePadFactor: S.ESTIMATE_SAFETY_FACTOR,
  legacyMicrocompact: true,
  legacyMicrocompactGate: "warning",
  microcompactKeepRecent: S.MICROCOMPACT_KEEP_RECENT,
  microcompactBudgetTokens: S.MICROCOMPACT_BUDGET_TOKENS,
  microcompactMinSavingTokens: S.MICROCOMPACT_MIN_SAVING_TOKENS,
  compactableTools: [...S.COMPACTABLE_TOOLS],
  // The later mechanisms sit behind feature gates in Claude Code, and real transcripts show
  // no trace of them (a 165-minute gap in 2.1.119 cleared nothing): off unless asked for.
  timeBasedMicrocompact: false,
  timeBasedGapMinutes: S.TIME_BASED_GAP_MINUTES,
  timeBasedKeepRecent: S.TIME_BASED_KEEP_RECENT,
  cachedMicrocompact: false,
  cachedMicrocompactTrigger: S.CACHED_MICROCOMPACT_TRIGGER,
  cachedMicrocompactKeepRecent: S.CACHED_MICROCOMPACT_KEEP_RECENT,
  apiContextManagement: false,
  apiClearTriggerTokens: S.API_CLEAR_TRIGGER_TOKENS,
  apiClearKeepTokens: S.API_CLEAR_KEEP_TOKENS,
  apiClearAtLeastTokens: S.API_CLEAR_AT_LEAST_TOKENS,
  apiClearTools: [...S.API_CLEARABLE_TOOLS],
  apiThinkingIdleMinutes: S.API_THINKING_IDLE_MINUTES,
  sessionMemoryCompact: false,
  smMinTokens: S.SM_MIN_TOKENS,
  smMinTextBlockMessages: S.SM_MIN_TEXT_BLOCK_MESSAGES,
  smMaxTokens: S.SM_MAX_TOKENS,
  smMemoryFileTokens: S.SM_FILE_MAX_TOKENS,
  smFileMaxTokens: S.SM_FILE_MAX_TOKENS,
  smSectionTokens: S.SM_SECTION_TOKENS,
  smSections: S.SM_SECTIONS,
  smInitTokens: S.SM_INIT_TOKENS,
  smUpdateTokens: S.SM_UPDATE_TOKENS,
  smUpdateToolCalls: S.SM_UPDATE_TOOL_CALLS,
  summaryTokens: null,
  summaryPromptTokens: S.SUMMARY_PROMPT_TOKENS,
  restoreMaxFiles: S.RESTORE_MAX_FILES,
  restoreFileTokens: S.RESTORE_FILE_TOKENS,
  restoreTotalFileTokens: S.RESTORE_TOTAL_FILE_TOKENS,
  restoreTodos: true,
  restorePlan: true,
  restoreSkills: true,
  restoreSkillTokens: S.RESTORE_SKILL_TOKENS,
  restoreTotalSkillTokens: S.RESTORE_TOTAL_SKILL_TOKENS,
  baseOverheadTokens: null,
  replayRecordedManual: true,
  manualCompactions: [],
  circuitBreakerFailures: S.CIRCUIT_BREAKER_FAILURES,
  ptlMaxRetries: S.PTL_MAX_RETRIES,
  ptlFallbackDropFraction: S.PTL_FALLBACK_DROP_FRACTION,
  ptlGapParseable: true,
  injectedCompactFailures: 0,
};

/**
 * The shipped profiles (SPEC §5 table). `cc-2.1-early` is not in the SPEC table: 2.1.0 to
 * 2.1.21 fire at cc-2.0's threshold (2.1.19 at 155.9K) but count like 2.1.x, and the 2.1.19
 * fixture's preTokens equal usage + length/4 after the LAST record of the message exactly.
 */
export const PROFILES: Record<ProfileId, Profile> = {
  "cc-1.0-literal": {
    id: "cc-1.0-literal",
    description:
      "Seed 002 as written: window - 13,000 (187,000); usage alone; microcompact as tier 1",
    values: {
      ...BASE,
      reserveOutputTokens: false,
      legacyMicrocompactGate: "autocompact",
      restoreSkills: false,
    },
  },
  "cc-2.0": {
    id: "cc-2.0",
    description: "Seeds 000, 004 (up to 2.0.x): window - 32,000 - 13,000 (155,000); usage alone",
    values: { ...BASE },
  },
  "cc-2.1-early": {
    id: "cc-2.1-early",
    description: "2.1.0 to 2.1.21: cc-2.0's 155,000 with usage + length/4 after the last record",
    values: { ...BASE, countingMode: "length/4", countingAnchor: "last" },
  },
  "cc-2.1": {
    id: "cc-2.1",
    description:
      "Seeds 001, 003 (from 2.1.22): window - min(32,000, 20,000) - 13,000 (167,000); usage + length/4",
    values: {
      ...BASE,
      outputReserveCap: S.COMPACT_OUTPUT_RESERVE_CAP,
      countingMode: "length/4",
      countingAnchor: "first",
      // Seeds 001 and 003 describe no legacy microcompact, and the 2.1.50 fixture compacted at
      // 174.5K where a legacy pass would have cleared 25K of tool results first.
      legacyMicrocompact: false,
    },
  },
};

export function isProfileId(id: string): id is ProfileId {
  return (PROFILE_IDS as readonly string[]).includes(id);
}
