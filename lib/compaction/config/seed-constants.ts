/**
 * Every number the replay engine takes from the seeds (../shared/seeds). Each lives in the
 * config of the mechanism that uses it (mechanisms/<name>/config.ts), named beside the seed
 * that states it; this file lists them all in one place. Profiles (profiles.ts) combine them;
 * users override them one by one (replay-config.ts). Where the seeds disagree, SPEC section 5
 * settles it and says so there.
 */
export {
  API_CLEAR_TRIGGER_TOKENS,
  API_CLEAR_KEEP_TOKENS,
  API_CLEAR_AT_LEAST_TOKENS,
  API_CLEARABLE_TOOLS,
  API_THINKING_IDLE_MINUTES,
} from "../mechanisms/api-context-management/config";
export {
  CACHED_MICROCOMPACT_TRIGGER,
  CACHED_MICROCOMPACT_KEEP_RECENT,
} from "../mechanisms/cached-microcompact/config";
export {
  RESTORE_MAX_FILES,
  RESTORE_FILE_TOKENS,
  RESTORE_TOTAL_FILE_TOKENS,
  RESTORE_SKILL_TOKENS,
  RESTORE_TOTAL_SKILL_TOKENS,
  SUMMARY_PROMPT_TOKENS,
  SUMMARY_TOKENS_FALLBACK,
} from "../mechanisms/full-compact/config";
export {
  MICROCOMPACT_KEEP_RECENT,
  MICROCOMPACT_BUDGET_TOKENS,
  MICROCOMPACT_MIN_SAVING_TOKENS,
  COMPACTABLE_TOOLS,
} from "../mechanisms/legacy-microcompact/config";
export {
  CIRCUIT_BREAKER_FAILURES,
  PTL_MAX_RETRIES,
  PTL_FALLBACK_DROP_FRACTION,
  PTL_RETRY_MARKER,
} from "../mechanisms/ptl-retry/config";
export {
  SM_MIN_TOKENS,
  SM_MIN_TEXT_BLOCK_MESSAGES,
  SM_MAX_TOKENS,
  SM_FILE_MAX_TOKENS,
  SM_SECTION_TOKENS,
  SM_SECTIONS,
  SM_INIT_TOKENS,
  SM_UPDATE_TOKENS,
  SM_UPDATE_TOOL_CALLS,
} from "../mechanisms/session-memory/config";
export {
  DEFAULT_CONTEXT_WINDOW,
  ONE_MILLION_CONTEXT_WINDOW,
  MAX_OUTPUT_TOKENS_DEFAULT,
  MAX_OUTPUT_TOKENS_MAX,
  COMPACT_OUTPUT_RESERVE_CAP,
  AUTOCOMPACT_BUFFER_TOKENS,
  WARNING_THRESHOLD_OFFSET,
  ERROR_THRESHOLD_OFFSET,
  BLOCKING_LIMIT_OFFSET,
  PCT_OVERRIDE_MIN,
  PCT_OVERRIDE_MAX,
  CHARS_PER_TOKEN,
  TOKENS_PER_IMAGE,
  ESTIMATE_SAFETY_FACTOR,
} from "../mechanisms/threshold/config";
export {
  TIME_BASED_GAP_MINUTES,
  TIME_BASED_KEEP_RECENT,
} from "../mechanisms/time-based-microcompact/config";
